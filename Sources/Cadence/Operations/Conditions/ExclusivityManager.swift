import Foundation

/// Grants ``MutuallyExclusive`` categories on one main loop: one holder per
/// category, the others waiting in the order they asked.
///
/// A request for several categories is granted when it is first in line for
/// each and none is held, all at once. Requests are queued in every one of
/// their categories in one global order, so the earliest waiting request is
/// always first in all its lines and is granted once the holders before it
/// let go: no two requests can wait for each other.
final class ExclusivityManager: Sendable {
    struct Request {
        let id: ObjectIdentifier
        /// Tells this request from an earlier one of an object at the same address.
        let number: UInt64
        let categories: [String]
        let grant: @Sendable () -> Void
    }

    struct Category {
        var holder: ObjectIdentifier?
        var line = FIFO<(id: ObjectIdentifier, number: UInt64)>()
        var waiting = 0
    }

    struct State {
        var categories: [String: Category] = [:]
        /// Requests waiting, by operation.
        var requests: [ObjectIdentifier: Request] = [:]
        /// Categories held, by operation.
        var held: [ObjectIdentifier: [String]] = [:]
        var count: UInt64 = 0
    }

    private let state = LockedBox(State())

    /// Asks for `categories` for `id`; `grant` runs when they are given, at
    /// once if they are free (on the caller's thread, outside the lock).
    func request(_ categories: [String], for id: ObjectIdentifier, grant: @escaping @Sendable () -> Void) {
        let unique = Array(Set(categories)).sorted()
        let granted = state.withLock { state -> Bool in
            state.count += 1
            let request = Request(id: id, number: state.count, categories: unique, grant: grant)
            if unique.allSatisfy({ state.categories[$0].map { $0.holder == nil && $0.waiting == 0 } ?? true }) {
                state.take(request)
                return true
            }
            state.requests[id] = request
            for category in unique {
                state.categories[category, default: Category()].line.append((id, request.number))
                state.categories[category, default: Category()].waiting += 1
            }
            return false
        }
        if granted { grant() }
    }

    /// Lets go of what `id` holds, or withdraws what it waits for; grants the
    /// requests that can go next.
    func release(_ id: ObjectIdentifier) {
        let grants = state.withLock { state -> [@Sendable () -> Void] in
            var freed: [String] = []
            if let held = state.held.removeValue(forKey: id) {
                for category in held { state.categories[category]?.holder = nil }
                freed = held
            } else if let request = state.requests.removeValue(forKey: id) {
                for category in request.categories { state.categories[category]?.waiting -= 1 }
                freed = request.categories
            }
            return state.grantNext(in: freed)
        }
        for grant in grants { grant() }
    }
}

extension ExclusivityManager.State {
    /// Gives `request` its categories.
    mutating func take(_ request: ExclusivityManager.Request) {
        for category in request.categories {
            categories[category, default: ExclusivityManager.Category()].holder = request.id
        }
        held[request.id] = request.categories
    }

    /// The first live request in line for `category`, dropping withdrawn and
    /// granted ones from the front.
    mutating func head(of category: String) -> ObjectIdentifier? {
        while let first = categories[category]?.line.first {
            if requests[first.id]?.number == first.number { return first.id }
            _ = categories[category]?.line.popFirst()
        }
        return nil
    }

    /// Grants, in order, every request that heads all its lines with none of
    /// its categories held, starting from `freed`; returns their grants.
    mutating func grantNext(in freed: [String]) -> [@Sendable () -> Void] {
        var grants: [@Sendable () -> Void] = []
        var candidates = freed
        while let category = candidates.popLast() {
            guard categories[category]?.holder == nil, let id = head(of: category), let request = requests[id] else {
                if let line = categories[category], line.holder == nil, line.waiting == 0 {
                    categories[category] = nil
                }
                continue
            }
            let free = request.categories.allSatisfy { categories[$0]?.holder == nil && head(of: $0) == id }
            guard free else { continue }
            requests[id] = nil
            for taken in request.categories {
                _ = categories[taken]?.line.popFirst()
                categories[taken]?.waiting -= 1
            }
            take(request)
            grants.append(request.grant)
        }
        return grants
    }
}
