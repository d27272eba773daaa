/// A JSON object whose members keep the order the document wrote them in.
///
/// A dictionary would lose that order, and error messages, listings and
/// round trips want it: the first unknown key in a file is the first one
/// reported. Look members up by key with ``subscript(_:)-(String)``; walk
/// them in order as a collection of ``Member``s.
///
/// ```swift
/// let value = try JSONParser.parse(#"{"id": "box", "opacity": 0.5}"#)
/// guard case .object(let layer) = value else { return }
/// layer.keys                 // ["id", "opacity"]
/// layer["id"]                // .string("box")
/// for member in layer { print(member.key, member.value) }
/// ```
///
/// Keys are unique: ``JSONParser`` rejects a document that repeats a key in
/// one object, and the initializers and the subscript's setter here replace
/// an earlier member's value, in its place, rather than add a second member.
///
/// Keys compare as Swift strings do, by canonical equivalence: `"é"` typed
/// as one scalar and as `e` with a combining accent are the same key, so a
/// document that uses both in one object has a duplicate key.
///
/// Two objects are equal when they have the same members in the same order.
/// JSON itself calls member order insignificant; this type keeps it because
/// it describes a document, not only its meaning.
///
/// - Complexity: Looking up a key scans the members, O(*n*); scenario
///   objects have a handful of keys. Walking the members in order is O(*n*).
public struct JSONObject: Hashable, Sendable {
    /// One member of an object: a key and its value.
    public struct Member: Hashable, Sendable {
        /// The member's key, with escapes decoded.
        public var key: String
        /// The member's value.
        public var value: JSONValue

        /// The member `key: value`.
        public init(key: String, value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// The members, in document order, each key once.
    public private(set) var members: [Member]

    /// An empty object, `{}`.
    public init() {
        members = []
    }

    /// An object with these members in this order; a repeated key replaces
    /// the earlier member's value and keeps its place.
    public init(_ members: some Sequence<(String, JSONValue)>) {
        self.members = []
        for (key, value) in members {
            self[key] = value
        }
    }

    /// An object whose members are known to have distinct keys (the parser
    /// has checked); skips the checks of ``init(_:)``.
    init(uniqueMembers members: [Member]) {
        self.members = members
    }

    /// The keys, in document order.
    public var keys: [String] { members.map(\.key) }

    /// The value for `key`, or `nil` when the object has no such member.
    ///
    /// Setting a value for a new key appends a member; setting one for an
    /// existing key replaces its value in place; setting `nil` removes the member.
    public subscript(key: String) -> JSONValue? {
        get {
            members.first { $0.key == key }?.value
        }
        set {
            let index = members.firstIndex { $0.key == key }
            switch (index, newValue) {
            case (let index?, let value?): members[index].value = value
            case (let index?, nil): members.remove(at: index)
            case (nil, let value?): members.append(Member(key: key, value: value))
            case (nil, nil): break
            }
        }
    }
}

extension JSONObject: RandomAccessCollection {
    /// The position of the first member, 0.
    public var startIndex: Int { members.startIndex }

    /// One past the last member's position: the member count.
    public var endIndex: Int { members.endIndex }

    /// The member at `position`, counting from 0 in document order.
    public subscript(position: Int) -> Member { members[position] }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
    /// An object written as a literal, members in the order written:
    /// `let timing: JSONObject = ["beginTime": 0, "speed": 2]`.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(elements)
    }
}
