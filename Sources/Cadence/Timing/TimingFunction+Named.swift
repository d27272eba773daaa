// The named timing functions: Core Animation's five, and the easing family.

extension TimingFunction {
    /// Constant speed: (0, 0, 1, 1). Explicit animations use it when no timing function is set.
    public static let linear = TimingFunction(named: "linear", 0, 0, 1, 1)
    /// Starts slowly: (0.42, 0, 1, 1).
    public static let easeIn = TimingFunction(named: "easeIn", 0.42, 0, 1, 1)
    /// Ends slowly: (0, 0, 0.58, 1).
    public static let easeOut = TimingFunction(named: "easeOut", 0, 0, 0.58, 1)
    /// Starts and ends slowly: (0.42, 0, 0.58, 1).
    public static let easeInEaseOut = TimingFunction(named: "easeInEaseOut", 0.42, 0, 0.58, 1)
    /// Core Animation's default for implicit animations: (0.25, 0.1, 0.25, 1).
    public static let `default` = TimingFunction(named: "default", 0.25, 0.1, 0.25, 1)

    /// The sinusoidal ease-in: control points (0.47, 0, 0.745, 0.715).
    public static let easeInSine = TimingFunction(named: "easeInSine", 0.47, 0, 0.745, 0.715)
    /// The sinusoidal ease-out: control points (0.39, 0.575, 0.565, 1).
    public static let easeOutSine = TimingFunction(named: "easeOutSine", 0.39, 0.575, 0.565, 1)
    /// The sinusoidal ease-in-out: control points (0.445, 0.05, 0.55, 0.95).
    public static let easeInOutSine = TimingFunction(named: "easeInOutSine", 0.445, 0.05, 0.55, 0.95)
    /// The quadratic ease-in: control points (0.55, 0.085, 0.68, 0.53).
    public static let easeInQuad = TimingFunction(named: "easeInQuad", 0.55, 0.085, 0.68, 0.53)
    /// The quadratic ease-out: control points (0.25, 0.46, 0.45, 0.94).
    public static let easeOutQuad = TimingFunction(named: "easeOutQuad", 0.25, 0.46, 0.45, 0.94)
    /// The quadratic ease-in-out: control points (0.455, 0.03, 0.515, 0.955).
    public static let easeInOutQuad = TimingFunction(named: "easeInOutQuad", 0.455, 0.03, 0.515, 0.955)
    /// The cubic ease-in: control points (0.55, 0.055, 0.675, 0.19).
    public static let easeInCubic = TimingFunction(named: "easeInCubic", 0.55, 0.055, 0.675, 0.19)
    /// The cubic ease-out: control points (0.215, 0.61, 0.355, 1).
    public static let easeOutCubic = TimingFunction(named: "easeOutCubic", 0.215, 0.61, 0.355, 1)
    /// The cubic ease-in-out: control points (0.645, 0.045, 0.355, 1).
    public static let easeInOutCubic = TimingFunction(named: "easeInOutCubic", 0.645, 0.045, 0.355, 1)
    /// The quartic ease-in: control points (0.895, 0.03, 0.685, 0.22).
    public static let easeInQuart = TimingFunction(named: "easeInQuart", 0.895, 0.03, 0.685, 0.22)
    /// The quartic ease-out: control points (0.165, 0.84, 0.44, 1).
    public static let easeOutQuart = TimingFunction(named: "easeOutQuart", 0.165, 0.84, 0.44, 1)
    /// The quartic ease-in-out: control points (0.77, 0, 0.175, 1).
    public static let easeInOutQuart = TimingFunction(named: "easeInOutQuart", 0.77, 0, 0.175, 1)
    /// The quintic ease-in: control points (0.755, 0.05, 0.855, 0.06).
    public static let easeInQuint = TimingFunction(named: "easeInQuint", 0.755, 0.05, 0.855, 0.06)
    /// The quintic ease-out: control points (0.23, 1, 0.32, 1).
    public static let easeOutQuint = TimingFunction(named: "easeOutQuint", 0.23, 1, 0.32, 1)
    /// The quintic ease-in-out: control points (0.86, 0, 0.07, 1).
    public static let easeInOutQuint = TimingFunction(named: "easeInOutQuint", 0.86, 0, 0.07, 1)
    /// The exponential ease-in: control points (0.95, 0.05, 0.795, 0.035).
    public static let easeInExpo = TimingFunction(named: "easeInExpo", 0.95, 0.05, 0.795, 0.035)
    /// The exponential ease-out: control points (0.19, 1, 0.22, 1).
    public static let easeOutExpo = TimingFunction(named: "easeOutExpo", 0.19, 1, 0.22, 1)
    /// The exponential ease-in-out: control points (1, 0, 0, 1).
    public static let easeInOutExpo = TimingFunction(named: "easeInOutExpo", 1, 0, 0, 1)
    /// The circular ease-in: control points (0.6, 0.04, 0.98, 0.335).
    public static let easeInCirc = TimingFunction(named: "easeInCirc", 0.6, 0.04, 0.98, 0.335)
    /// The circular ease-out: control points (0.075, 0.82, 0.165, 1).
    public static let easeOutCirc = TimingFunction(named: "easeOutCirc", 0.075, 0.82, 0.165, 1)
    /// The circular ease-in-out: control points (0.785, 0.135, 0.15, 0.86).
    public static let easeInOutCirc = TimingFunction(named: "easeInOutCirc", 0.785, 0.135, 0.15, 0.86)
    /// Pulls back below 0 before starting.
    public static let easeInBack = TimingFunction(named: "easeInBack", 0.6, -0.28, 0.735, 0.045)
    /// Overshoots past 1 before settling.
    public static let easeOutBack = TimingFunction(named: "easeOutBack", 0.175, 0.885, 0.32, 1.275)
    /// Pulls back, then overshoots.
    public static let easeInOutBack = TimingFunction(named: "easeInOutBack", 0.68, -0.55, 0.265, 1.55)

    /// Penner's elastic ease-in: `−2^(10x−10) · sin((10x − 10.75) · 2π/3)`.
    public static let easeInElastic = TimingFunction(.penner(.easeInElastic), name: "easeInElastic")
    /// Penner's elastic ease-out: `2^(−10x) · sin((10x − 0.75) · 2π/3) + 1`.
    public static let easeOutElastic = TimingFunction(.penner(.easeOutElastic), name: "easeOutElastic")
    /// Penner's elastic ease-in-out, with period 4.5.
    public static let easeInOutElastic = TimingFunction(.penner(.easeInOutElastic), name: "easeInOutElastic")
    /// Penner's bounce ease-in: `1 − easeOutBounce(1 − x)`.
    public static let easeInBounce = TimingFunction(.penner(.easeInBounce), name: "easeInBounce")
    /// Penner's bounce ease-out: four parabolic bounces (n = 7.5625, d = 2.75).
    public static let easeOutBounce = TimingFunction(.penner(.easeOutBounce), name: "easeOutBounce")
    /// Penner's bounce ease-in-out.
    public static let easeInOutBounce = TimingFunction(.penner(.easeInOutBounce), name: "easeInOutBounce")

    /// Every named timing function, Core Animation's five first, then the easing
    /// family by kind (sine, quad, cubic, quart, quint, expo, circ, back, elastic,
    /// bounce), each as in, out, in-out.
    public static let allNamed: [TimingFunction] = [
        .linear, .easeIn, .easeOut, .easeInEaseOut, .default,
        .easeInSine, .easeOutSine, .easeInOutSine, .easeInQuad, .easeOutQuad, .easeInOutQuad,
        .easeInCubic, .easeOutCubic, .easeInOutCubic, .easeInQuart, .easeOutQuart, .easeInOutQuart,
        .easeInQuint, .easeOutQuint, .easeInOutQuint, .easeInExpo, .easeOutExpo, .easeInOutExpo,
        .easeInCirc, .easeOutCirc, .easeInOutCirc, .easeInBack, .easeOutBack, .easeInOutBack,
        .easeInElastic, .easeOutElastic, .easeInOutElastic, .easeInBounce, .easeOutBounce, .easeInOutBounce,
    ]

    /// The named timing function, as `CAMediaTimingFunction(name:)`.
    ///
    /// - Throws: ``CadenceError`` with code ``CadenceError/Code/unknownName`` for
    ///   an unknown name, suggesting the nearest one (`easeInOutSin` →
    ///   `easeInOutSine`).
    public init(named name: String) throws(CadenceError) {
        guard let function = Self.allNamed.first(where: { $0.name == name }) else {
            throw CadenceError(
                .unknownName, field: "timingFunction", value: "'\(name)'", expected: "a timing function name",
                suggestion: NameSuggestion.nearest(to: name, in: Self.allNamed.compactMap(\.name)))
        }
        self = function
    }
}
