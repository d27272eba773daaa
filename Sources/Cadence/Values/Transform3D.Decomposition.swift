import Foundation

extension Transform3D {
    /// A transform split into the parts animations interpolate: scale, skew, rotation,
    /// translation and perspective.
    ///
    /// The parts apply in that order. In ``Transform3D`` products,
    /// `Transform3D(decomposition)` is `S.concatenating(K).concatenating(R)`
    /// `.concatenating(T).concatenating(P)`, where
    ///
    /// - `S` scales by ``scale``;
    /// - `K` skews: it moves x by `skew.xy · y + skew.xz · z` and y by `skew.yz · z`;
    /// - `R` rotates by ``rotation``;
    /// - `T` translates by ``translation``;
    /// - `P` is the identity with its fourth column (`m14`, `m24`, `m34`, `m44`)
    ///   replaced by ``perspective``.
    ///
    /// This is the decomposition of CSS Transforms Level 2, written for Core
    /// Animation's row-vector layout; see ``Transform3D/decomposed()`` for how it
    /// differs.
    public struct Decomposition: Hashable, Sendable {
        /// Three numbers along the x, y and z axes.
        public struct Vector: Hashable, Sendable {
            /// The x component.
            public var x: Double
            /// The y component.
            public var y: Double
            /// The z component.
            public var z: Double

            /// Creates a vector from its components.
            public init(x: Double, y: Double, z: Double) {
                self.x = x
                self.y = y
                self.z = z
            }
        }

        /// The shear factors of the skew part.
        public struct Skew: Hashable, Sendable {
            /// How far x moves per unit of y.
            public var xy: Double
            /// How far x moves per unit of z.
            public var xz: Double
            /// How far y moves per unit of z.
            public var yz: Double

            /// Creates a skew from its three factors.
            public init(xy: Double, xz: Double, yz: Double) {
                self.xy = xy
                self.xz = xz
                self.yz = yz
            }
        }

        /// The fourth column of the perspective part.
        public struct Perspective: Hashable, Sendable {
            /// The row 1 term, `m14` when nothing else is present.
            public var x: Double
            /// The row 2 term, `m24` when nothing else is present.
            public var y: Double
            /// The row 3 term, `m34` when nothing else is present.
            public var z: Double
            /// The homogeneous weight, `m44` when nothing else is present.
            public var w: Double

            /// Creates a perspective column from its four terms.
            public init(x: Double, y: Double, z: Double, w: Double) {
                self.x = x
                self.y = y
                self.z = z
                self.w = w
            }
        }

        /// The translation, applied after the rotation.
        public var translation: Vector
        /// The scale along each axis, applied first. A negative value mirrors.
        public var scale: Vector
        /// The shear, applied after the scale.
        public var skew: Skew
        /// The perspective column, applied last; `(0, 0, 0, 1)` for none.
        public var perspective: Perspective
        /// The rotation, applied after the skew. It need not be normalized.
        public var rotation: Quaternion

        /// Creates a decomposition; every part left out is the identity's.
        public init(
            translation: Vector = Vector(x: 0, y: 0, z: 0),
            scale: Vector = Vector(x: 1, y: 1, z: 1),
            skew: Skew = Skew(xy: 0, xz: 0, yz: 0),
            perspective: Perspective = Perspective(x: 0, y: 0, z: 0, w: 1),
            rotation: Quaternion = .identity
        ) {
            self.translation = translation
            self.scale = scale
            self.skew = skew
            self.perspective = perspective
            self.rotation = rotation
        }

        /// The parts of ``Transform3D/identity``: no translation, scale 1, no skew, no
        /// perspective, no rotation.
        public static let identity = Decomposition()
    }
}
