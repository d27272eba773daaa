extension AnimationQueue {
    /// The operations in the queue waiting for one entry, in the order they
    /// were linked to it.
    ///
    /// Most operations have one dependent (the next link of a chain) or none,
    /// so the first is kept inline and only the others in an array: a queued
    /// chain allocates no array per operation (64 bytes each, with the
    /// allocator's overhead).
    struct Dependents: Sequence {
        private var first: Ref?
        private var others: [Ref] = []

        init() {}

        mutating func append(_ ref: Ref) {
            if first == nil {
                first = ref
            } else {
                others.append(ref)
            }
        }

        mutating func append(contentsOf refs: some Sequence<Ref>) {
            for ref in refs { append(ref) }
        }

        func makeIterator() -> Iterator {
            Iterator(first: first, others: others.makeIterator())
        }

        struct Iterator: IteratorProtocol {
            fileprivate var first: Ref?
            fileprivate var others: IndexingIterator<[Ref]>

            mutating func next() -> Ref? {
                if let ref = first {
                    first = nil
                    return ref
                }
                return others.next()
            }
        }
    }
}
