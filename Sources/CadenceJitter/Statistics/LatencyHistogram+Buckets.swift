extension LatencyHistogram {
    /// The lowest value counted together with `value`: the start of its
    /// sub-bucket.
    ///
    /// With three significant digits:
    ///
    /// | `value`   | Lowest    | Highest   | Size |
    /// | --------- | --------- | --------- | ---- |
    /// | 2,047     | 2,047     | 2,047     | 1    |
    /// | 2,049     | 2,048     | 2,049     | 2    |
    /// | 4,097     | 4,096     | 4,099     | 4    |
    /// | 1,000,000 | 999,936   | 1,000,447 | 512  |
    ///
    /// The answer depends only on ``significantDigits``, not on
    /// ``highestTrackableValue``; a negative `value` is read as 0.
    public func lowestEquivalentValue(_ value: Int64) -> Int64 {
        let value = Swift.max(value, 0)
        let bucket = bucketIndex(of: value)
        return (value >> bucket) << bucket
    }

    /// The highest value counted together with `value`: the end of its
    /// sub-bucket, ``lowestEquivalentValue(_:)`` +
    /// ``sizeOfEquivalentRange(_:)`` − 1.
    ///
    /// Percentiles answer with this value, so that the given share of the
    /// recorded values is at or below the answer. A negative `value` is read
    /// as 0.
    public func highestEquivalentValue(_ value: Int64) -> Int64 {
        // Wrapping arithmetic: the last sub-bucket below Int64.max ends on it.
        lowestEquivalentValue(value) &+ sizeOfEquivalentRange(value) &- 1
    }

    /// The number of values counted together with `value`: 1 below
    /// ``subBucketCount``, then doubling with each bucket, so at most
    /// `value` · 2 / ``subBucketCount`` above it (under 0.1% of `value` for
    /// three digits).
    ///
    /// A negative `value` is read as 0.
    public func sizeOfEquivalentRange(_ value: Int64) -> Int64 {
        Int64(1) << bucketIndex(of: Swift.max(value, 0))
    }

    /// The middle of the values counted together with `value`, rounded up:
    /// ``lowestEquivalentValue(_:)`` + ``sizeOfEquivalentRange(_:)``/2.
    ///
    /// ``mean`` and ``standardDeviation`` count every value at the middle of
    /// its sub-bucket. A negative `value` is read as 0.
    public func medianEquivalentValue(_ value: Int64) -> Int64 {
        lowestEquivalentValue(value) + sizeOfEquivalentRange(value) >> 1
    }

    /// The bucket `value` falls in: 0 below ``subBucketCount``, then one more
    /// each time the value doubles. `value` must not be negative.
    ///
    /// Or-ing the mask sets the low bits so that every value below
    /// ``subBucketCount`` has as many leading zeros as ``subBucketCount`` − 1;
    /// each bit the value grows beyond that moves it up one bucket.
    func bucketIndex(of value: Int64) -> Int {
        leadingZeroCountBase - (value | subBucketMask).leadingZeroBitCount
    }

    /// The counter that holds `value`, which must be in
    /// 0 … ``highestTrackableValue``.
    ///
    /// Within bucket `b`, the sub-bucket is `value` >> `b`: from
    /// ``subBucketCount``/2 to ``subBucketCount`` − 1, except in bucket 0,
    /// which also uses the lower half. Bucket `b`'s counters start at
    /// (`b` + 1) · ``subBucketCount``/2, so the index is that base plus the
    /// sub-bucket's offset from the half way mark (negative in bucket 0).
    func countsIndex(of value: Int64) -> Int {
        let bucket = bucketIndex(of: value)
        let subBucket = Int(value >> bucket)
        let bucketBase = (bucket + 1) << subBucketHalfCountMagnitude
        return bucketBase + (subBucket - subBucketCount / 2)
    }

    /// The lowest value the counter at `index` holds: the inverse of
    /// ``countsIndex(of:)``.
    func value(atIndex index: Int) -> Int64 {
        let halfCount = subBucketCount / 2
        var bucket = (index >> subBucketHalfCountMagnitude) - 1
        var subBucket = (index & (halfCount - 1)) + halfCount
        if bucket < 0 {
            // Bucket 0's lower half.
            subBucket -= halfCount
            bucket = 0
        }
        return Int64(subBucket) << bucket
    }
}
