import Foundation

extension CadenceError {
    /// The same error located in the condition named `name`. A condition's
    /// name is a phrase (`no failed dependencies`), not a path, so the field
    /// follows it after a colon: `condition no failed dependencies:
    /// dependencies: expected …`; an error with no field of its own reads
    /// `condition online: expected true, got false`.
    func inCondition(named name: String) -> CadenceError {
        var copy = self
        copy.field = field.isEmpty ? "condition \(name)" : "condition \(name): \(field)"
        return copy
    }
}
