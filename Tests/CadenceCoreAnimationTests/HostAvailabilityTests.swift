#if !canImport(QuartzCore)
import CadenceCoreAnimation
import Testing

/// Where QuartzCore is missing, the library has no QuartzCore host: a
/// user's code that names `CoreAnimationHost` does not compile, rather than
/// trapping at its first use. Only the test targets compile the host, against
/// the stand-in, and no library depends on the stand-in.
@Suite struct HostAvailabilityTests {
    /// The runtime finds the library's types and this target's copy of the
    /// host by name; the copy's name moved to the library's module names no
    /// type.
    @Test func theLibraryHasNoHostWithoutQuartzCore() {
        for type in [CoreAnimationDescription.self, CoreAnimationHost.self, CoreAnimationLayer.self] as [Any.Type] {
            #expect(_mangledTypeName(type).flatMap(_typeByName) != nil, "\(type)")
        }
        for type in [CoreAnimationHost.self, CoreAnimationLayer.self] as [Any.Type] {
            let name = _mangledTypeName(type) ?? ""
            // The module names' words (Cadence, Core, Animation) come first in
            // both, so the rest of the name means the same in either.
            let moved = name.replacingOccurrences(of: "25CadenceCoreAnimationTests", with: "20CadenceCoreAnimation")
            #expect(moved != name && _typeByName(moved) == nil, "\(moved)")
        }
    }
}
#endif
