/// A priority queue for elements that mostly arrive in order: those no
/// smaller than the last one kept in order go to a first-in, first-out run,
/// at O(1) each and read front to back; the others to a ``MinHeap``.
/// `popMin()` takes the smaller of the two fronts, so the order is exactly a
/// heap's.
///
/// A queue's ready operations mostly arrive in the order they were added
/// (a batch of independent operations, a chain), so a hundred thousand ready
/// at once cost a run's append and pop each, not a heap's log n sifting
/// through memory the size of the batch.
struct RunHeap<Element: Comparable> {
    private var run = FIFO<Element>()
    /// The largest element of the run, nil when the run is empty.
    private var runLast: Element?
    private var heap = MinHeap<Element>()

    mutating func insert(_ element: Element) {
        if let last = runLast, element < last {
            heap.insert(element)
        } else {
            run.append(element)
            runLast = element
        }
    }

    /// Removes and returns the smallest element, or nil when there is none.
    mutating func popMin() -> Element? {
        guard let first = run.first else { return heap.popMin() }
        if let min = heap.min, min < first { return heap.popMin() }
        let popped = run.popFirst()
        if run.first == nil { runLast = nil }
        return popped
    }
}
