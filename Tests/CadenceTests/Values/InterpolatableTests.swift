import Foundation
import Testing

@testable import Cadence

struct InterpolatableTests {
    @Test("Scalars are exact at both ends and when the ends are equal")
    func scalarEnds() {
        // a + (b − a)·1 is not b for these in floating point; the lerp must still be.
        #expect(1e16.interpolated(to: 1.0, fraction: 1) == 1)
        #expect(0.1.interpolated(to: 0.3, fraction: 0) == 0.1)
        #expect(0.1.interpolated(to: 0.1, fraction: 0.37) == 0.1)
        #expect(Float(0.2).interpolated(to: 0.7, fraction: 1) == Float(0.7))
        #expect(CGFloat(3).interpolated(to: 5, fraction: 0.5) == 4)
    }

    @Test("Fractions outside 0 ... 1 extrapolate (overshoot)")
    func overshoot() {
        #expect(10.0.interpolated(to: 20, fraction: 1.5) == 25)
        #expect(10.0.interpolated(to: 20, fraction: -0.5) == 5)
    }

    @Test("Points, sizes and rects interpolate per component")
    func geometry() {
        #expect(CGPoint(x: 0, y: 10).interpolated(to: CGPoint(x: 10, y: 30), fraction: 0.25) == CGPoint(x: 2.5, y: 15))
        #expect(CGSize(width: 2, height: 4).interpolated(to: CGSize(width: 4, height: 0), fraction: 0.5)
            == CGSize(width: 3, height: 2))
        // The ripple's bounds, half way: origin 96 → 0 and size 0 → 192.
        #expect(CGRect(x: 96, y: 96, width: 0, height: 0).interpolated(
            to: CGRect(x: 0, y: 0, width: 192, height: 192), fraction: 0.5) == CGRect(x: 48, y: 48, width: 96, height: 96))
    }

    @Test("Colors interpolate per component, unpremultiplied")
    func colors() {
        let mid = RGBAColor.red.interpolated(to: RGBAColor(red: 0, green: 0, blue: 1, alpha: 0), fraction: 0.5)
        #expect(mid == RGBAColor(red: 0.5, green: 0, blue: 0.5, alpha: 0.5))
        #expect(RGBAColor(components: [1, 2, 3]) == nil)
        #expect(RGBAColor(components: [0.1, 0.2, 0.3, 0.4])?.components == [0.1, 0.2, 0.3, 0.4])
    }

    @Test("Adding, subtracting and scaling are the vector operations")
    func arithmetic() {
        let a = CGPoint(x: 1, y: 2), b = CGPoint(x: 10, y: 20)
        #expect(a.adding(b) == CGPoint(x: 11, y: 22))
        #expect(b.subtracting(a) == CGPoint(x: 9, y: 18))
        #expect(b.subtracting(a).adding(a) == b)
        #expect(a.scaled(by: 3) == CGPoint(x: 3, y: 6))
        #expect(CGRect(x: 1, y: 2, width: 3, height: 4).scaled(by: 2) == CGRect(x: 2, y: 4, width: 6, height: 8))
        #expect(Float(2).scaled(by: 0.5) == 1)
        #expect(RGBAColor.white.scaled(by: 0.5) == RGBAColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.5))
    }

    @Test("Distance is Euclidean over the components")
    func distance() {
        #expect(CGPoint(x: 0, y: 0).interpolationDistance(to: CGPoint(x: 3, y: 4)) == 5)
        #expect(CGSize(width: 1, height: 1).interpolationDistance(to: CGSize(width: 4, height: 5)) == 5)
        #expect(CGRect(x: 0, y: 0, width: 0, height: 0).interpolationDistance(to: CGRect(x: 1, y: 1, width: 1, height: 1)) == 2)
        #expect(Float(1).interpolationDistance(to: -2) == 3)
        #expect(RGBAColor.clear.interpolationDistance(to: RGBAColor(red: 1, green: 1, blue: 1, alpha: 1)) == 2)
    }

    @Test("isFinite catches NaN and infinity in any component")
    func finiteness() {
        #expect(CGPoint(x: 1, y: CGFloat.nan).isFinite == false)
        #expect(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1).isFinite == false)
        #expect(RGBAColor(red: 0, green: CGFloat.nan, blue: 0).isFinite == false)
        #expect(Double.nan.isFinite == false)
        #expect(CGSize(width: 1, height: 2).isFinite)
    }

    @Test("The default scaling interpolates from zero")
    func defaultScaling() {
        struct Meters: Interpolatable {
            var value: Double
            static let zero = Meters(value: 0)
            func interpolated(to other: Meters, fraction: Double) -> Meters {
                Meters(value: value.interpolated(to: other.value, fraction: fraction))
            }
            func adding(_ other: Meters) -> Meters { Meters(value: value + other.value) }
            func subtracting(_ other: Meters) -> Meters { Meters(value: value - other.value) }
            func interpolationDistance(to other: Meters) -> Double { abs(value - other.value) }
            var isFinite: Bool { value.isFinite }
        }
        #expect(Meters(value: 4).scaled(by: 2.5) == Meters(value: 10))
    }
}
