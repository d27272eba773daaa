/// A binary min-heap: the earliest element is always at the top.
///
/// Used for everything that wakes in order of time: the virtual clock's work
/// and the compositor's due animations. Elements that compare equal come out in
/// an unspecified order, so callers break ties with a sequence number in the
/// element's `<`.
///
/// - Complexity: ``insert(_:)`` and ``popMin()`` are O(log n), ``min`` is O(1).
struct MinHeap<Element: Comparable> {
    private var storage: [Element] = []

    var isEmpty: Bool { storage.isEmpty }
    var count: Int { storage.count }

    /// The earliest element, without removing it.
    var min: Element? { storage.first }

    /// The elements, in no particular order.
    var unorderedElements: [Element] { storage }

    mutating func insert(_ element: Element) {
        storage.append(element)
        siftUp(from: storage.count - 1)
    }

    /// Removes and returns the earliest element.
    @discardableResult
    mutating func popMin() -> Element? {
        guard !storage.isEmpty else { return nil }
        storage.swapAt(0, storage.count - 1)
        let min = storage.removeLast()
        if !storage.isEmpty {
            siftDown(from: 0)
        }
        return min
    }

    /// Removes every element for which `shouldRemove` is true.
    ///
    /// - Complexity: O(n).
    mutating func removeAll(where shouldRemove: (Element) -> Bool) {
        storage.removeAll(where: shouldRemove)
        for index in stride(from: storage.count / 2 - 1, through: 0, by: -1) {
            siftDown(from: index)
        }
    }

    private mutating func siftUp(from index: Int) {
        var child = index
        while child > 0 {
            let parent = (child - 1) / 2
            guard storage[child] < storage[parent] else { return }
            storage.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(from index: Int) {
        var parent = index
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < storage.count, storage[left] < storage[smallest] { smallest = left }
            if right < storage.count, storage[right] < storage[smallest] { smallest = right }
            guard smallest != parent else { return }
            storage.swapAt(parent, smallest)
            parent = smallest
        }
    }
}

extension MinHeap: Sendable where Element: Sendable {}
