@testable import Cadence
import Testing

/// Whole multiples taken in decimal, each worked by hand: the product of
/// the written digits, then the double nearest it.
@Suite struct DecimalMultipleTests {
    @Test(arguments: [
        // 3 × 0.1 is 0.30000000000000004 in binary; 3 × 1 tenth is 0.3.
        (0.1, 3, 0.3),
        (0.1, 6, 0.6),
        (0.2, 3, 0.6),
        // 7 × 0.07 is 0.49000000000000005 in binary; 7 × 7 hundredths is 0.49.
        (0.07, 7, 0.49),
        // Written with an exponent: 3 × 1e-05 is 3.0000000000000004e-05 in binary.
        (1e-5, 3, 3e-5),
        // Whole numbers and halves are exact either way.
        (2.5, 4, 10),
        (0.1, 0, 0),
        (0.1, -3, -0.3),
        (-0.1, 3, -0.3),
    ])
    func products(value: Double, multiple: Int, expected: Double) {
        #expect(DecimalMultiple.of(value, multiple) == expected)
    }

    /// Digits that would not fit in 64 bits once multiplied fall back to the
    /// binary product, as do values that are not finite.
    @Test func fallsBackToBinary() {
        let digits = 0.12345678901234568   // 17 significant digits
        #expect(DecimalMultiple.of(digits, 1_000_000) == digits * 1_000_000)
        #expect(DecimalMultiple.of(.infinity, 2) == .infinity)
        #expect(DecimalMultiple.of(.nan, 2).isNaN)
    }
}
