/// A first-in, first-out queue whose `popFirst()` costs O(1) amortised (an
/// array's `removeFirst()` moves every element after it).
struct FIFO<Element> {
    private var elements: [Element] = []
    private var head = 0

    /// The first element, or nil when there is none.
    var first: Element? { head < elements.count ? elements[head] : nil }

    mutating func append(_ element: Element) {
        elements.append(element)
    }

    /// Removes and returns the first element, or nil when there is none. The
    /// elements taken are dropped once they are half the storage.
    mutating func popFirst() -> Element? {
        guard head < elements.count else { return nil }
        let first = elements[head]
        head += 1
        if head == elements.count {
            elements.removeAll(keepingCapacity: true)
            head = 0
        } else if head > 32, head * 2 > elements.count {
            elements.removeFirst(head)
            head = 0
        }
        return first
    }
}
