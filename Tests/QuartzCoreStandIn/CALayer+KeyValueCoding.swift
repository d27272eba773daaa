#if !canImport(QuartzCore)
import Cadence
import Foundation

// Key-value coding, which CALayer inherits from NSObject on Apple platforms
// and which swift-corelibs-foundation's NSObject lacks: declared here with
// NSObject's signatures, for Core Animation's standard key paths.
extension CALayer {
    /// The value at `keyPath` (`"position"`, `"position.x"`,
    /// `"transform.rotation.z"`, …): an `NSNumber`, a `CGPoint`, `CGSize`,
    /// `CGRect` or `CATransform3D`, or a `CGColor` (nil for a colour never set).
    /// Nil for a key path that is not one of Core Animation's.
    public func value(forKeyPath keyPath: String) -> Any? {
        guard let path = ValueBridge.keyPath(named: keyPath) else { return nil }
        return read(path)
    }

    /// Sets the value at `keyPath`, as the typed property does. A key path
    /// that is not one of Core Animation's, or a value of the wrong type, is
    /// recorded in ``QuartzCoreStandInWorld/errors`` and changes nothing.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let path = ValueBridge.keyPath(named: keyPath) else {
            return report(
                CadenceError(.unknownName, field: "keyPath", value: keyPath, expected: "a Core Animation key path"))
        }
        write(value, path)
    }

    private func read<Path: AnimationKeyPathProtocol>(_ path: Path) -> Any? {
        let keyPath = path.keyPath
        if Path.Value.self == RGBAColor.self, values.storedValue(named: keyPath.propertyName) == nil {
            return nil
        }
        return ValueBridge.coreAnimationValue(read(keyPath))
    }

    private func write<Path: AnimationKeyPathProtocol>(_ value: Any?, _ path: Path) {
        guard let typed = ValueBridge.cadenceValue(value, as: Path.Value.self) else {
            return report(
                CadenceError(
                    .typeMismatch, field: path.name, value: value.map { "\(type(of: $0))" } ?? "nil",
                    expected: "a value of type \(Path.Value.self)"))
        }
        write(typed, path.keyPath)
    }
}
#endif
