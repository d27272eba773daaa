import Foundation

// The components Core Animation exposes through key paths such as
// `transform.rotation.z` and `transform.scale`. Each reads a part of the
// decomposition; setting one decomposes, replaces that part and recomposes. A
// transform that cannot be decomposed reads as the identity's parts, and setting a
// component on it starts from the identity's parts.

extension Transform3D {
    /// The rotation about the x axis in radians (`transform.rotation.x`), the first of
    /// the Euler angles of ``Quaternion/eulerAngles``.
    public var rotationX: CGFloat {
        get { CGFloat(parts.rotation.eulerAngles.x) }
        set { setEulerAngle(\.x, to: newValue) }
    }

    /// The rotation about the y axis in radians (`transform.rotation.y`), the second of
    /// the Euler angles of ``Quaternion/eulerAngles``.
    public var rotationY: CGFloat {
        get { CGFloat(parts.rotation.eulerAngles.y) }
        set { setEulerAngle(\.y, to: newValue) }
    }

    /// The rotation about the z axis in radians (`transform.rotation.z`), the last of
    /// the Euler angles of ``Quaternion/eulerAngles``.
    ///
    /// Setting it on the ``identity`` gives `Transform3D(rotationAngle: θ, x: 0, y: 0, z: 1)`.
    public var rotationZ: CGFloat {
        get { CGFloat(parts.rotation.eulerAngles.z) }
        set { setEulerAngle(\.z, to: newValue) }
    }

    /// The rotation in the plane (`transform.rotation`): the same as ``rotationZ``.
    public var rotation: CGFloat {
        get { rotationZ }
        set { rotationZ = newValue }
    }

    /// The scale along the x axis (`transform.scale.x`).
    public var scaleX: CGFloat {
        get { CGFloat(parts.scale.x) }
        set { updateParts { $0.scale.x = Double(newValue) } }
    }

    /// The scale along the y axis (`transform.scale.y`).
    public var scaleY: CGFloat {
        get { CGFloat(parts.scale.y) }
        set { updateParts { $0.scale.y = Double(newValue) } }
    }

    /// The scale along the z axis (`transform.scale.z`).
    public var scaleZ: CGFloat {
        get { CGFloat(parts.scale.z) }
        set { updateParts { $0.scale.z = Double(newValue) } }
    }

    /// The uniform scale (`transform.scale`): reads the average of the three axis
    /// scales and sets all three to the value.
    public var scale: CGFloat {
        get {
            let scale = parts.scale
            return CGFloat((scale.x + scale.y + scale.z) / 3)
        }
        set {
            let value = Double(newValue)
            updateParts { $0.scale = .init(x: value, y: value, z: value) }
        }
    }

    /// The translation along the x axis (`transform.translation.x`).
    public var translationX: CGFloat {
        get { CGFloat(parts.translation.x) }
        set { updateParts { $0.translation.x = Double(newValue) } }
    }

    /// The translation along the y axis (`transform.translation.y`).
    public var translationY: CGFloat {
        get { CGFloat(parts.translation.y) }
        set { updateParts { $0.translation.y = Double(newValue) } }
    }

    /// The translation along the z axis (`transform.translation.z`).
    public var translationZ: CGFloat {
        get { CGFloat(parts.translation.z) }
        set { updateParts { $0.translation.z = Double(newValue) } }
    }

    /// The translation in the plane (`transform.translation`), as Core Animation's
    /// `CGSize`: `width` is x and `height` is y.
    public var translation: CGSize {
        get {
            let translation = parts.translation
            return CGSize(width: translation.x, height: translation.y)
        }
        set {
            updateParts {
                $0.translation.x = Double(newValue.width)
                $0.translation.y = Double(newValue.height)
            }
        }
    }

    /// The decomposition, or the identity's parts when there is none.
    private var parts: Decomposition { decomposed() ?? .identity }

    /// Decomposes, lets `change` edit the parts, and recomposes.
    private mutating func updateParts(_ change: (inout Decomposition) -> Void) {
        var parts = self.parts
        change(&parts)
        self = Transform3D(parts)
    }

    /// Replaces one Euler angle of the rotation, keeping the other two.
    private mutating func setEulerAngle(
        _ angle: WritableKeyPath<(x: Double, y: Double, z: Double), Double>, to value: CGFloat
    ) {
        updateParts {
            var angles = $0.rotation.eulerAngles
            angles[keyPath: angle] = Double(value)
            $0.rotation = Quaternion(eulerX: angles.x, y: angles.y, z: angles.z)
        }
    }
}
