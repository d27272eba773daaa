/// The layer ids of a scenario as a trie of characters, so that a sample
/// column `LAYERID.KEYPATH` finds the longest layer id it starts with in one
/// walk along its name, whatever the number of layers (testing every id
/// against every column took time in their product).
///
/// Characters compare as Swift's do, by canonical equivalence, as the ids
/// themselves do.
struct LayerIdPrefixes {
    private final class Node {
        var children: [Character: Node] = [:]
        /// The id that ends here, as the file first spelled it.
        var id: String?
    }

    private let root = Node()

    /// A trie of `ids`.
    init(_ ids: some Sequence<String>) {
        for id in ids {
            var node = root
            for character in id {
                if let next = node.children[character] {
                    node = next
                } else {
                    let next = Node()
                    node.children[character] = next
                    node = next
                }
            }
            if node.id == nil { node.id = id }
        }
    }

    /// The longest id that `name` starts with, followed by a dot, and how
    /// many characters of `name` it takes: what `name.hasPrefix(id + ".")`
    /// finds, tested for every id.
    func longestLayer(prefixing name: String) -> (id: String, length: Int)? {
        var node = root
        var found: (id: String, length: Int)?
        var length = 0
        for character in name {
            if character == ".", let id = node.id { found = (id, length) }
            guard let next = node.children[character] else { break }
            node = next
            length += 1
        }
        return found
    }
}
