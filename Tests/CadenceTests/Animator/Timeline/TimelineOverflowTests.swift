import Cadence
import Foundation
import Testing

/// Times that are each finite but add up past the largest `Double`
/// (1.8e308 s), and stagger starts before the stagger's own start, are
/// refused when the timeline is scheduled, at the entry that makes them,
/// rather than played at 0 or failing when the wait for them is made.
@Suite struct TimelineOverflowTests {
    /// The error scheduling `entries` throws, or nil.
    private func error(_ entries: [TimelineEntry]) -> CadenceError? {
        var timeline = AnimationTimeline()
        entries.forEach { timeline.add($0) }
        do {
            _ = try timeline.schedule()
            return nil
        } catch {
            return error
        }
    }

    /// `each: 1e308` over three items spreads them 2e308 s: past the
    /// largest time. Over two items the spread is 1e308 itself, and fine.
    @Test func aSpreadPastTheLargestTime() throws {
        #expect(throws: CadenceError.self) { try Stagger(each: 1e308).offsets(count: 3) }
        #expect(try Stagger(each: 1e308).offsets(count: 2) == [0, 1e308])
        let refused = error([.stagger(Stagger(each: 1e308), [.wait(1), .wait(1), .wait(1)])])
        #expect(refused?.field == "entries[0].stagger.each")
        #expect(refused?.value == "1e+308 over 3 items")
    }

    /// A cubic Bézier with x = t (control x at 1/3 and 2/3) and y1 = −1,
    /// y2 = 0 reads y(½) = 3·¼·½·(−1) + ⅛ = −¼ half way: over three items,
    /// `each: 1` spreads them 2 s, so the middle one would start 2 · −¼ =
    /// −0.5 s from the stagger's start. GSAP would start it there; Cadence
    /// neither does that nor moves it to 0 without a word.
    @Test func anEaseThatDipsBelowZero() throws {
        let dip = try TimingFunction(controlPoints: 1.0 / 3, -1, 2.0 / 3, 0)
        do {
            _ = try Stagger(each: 1, ease: dip).offsets(count: 3)
            Issue.record("expected an error")
        } catch {
            #expect(error.field == "stagger.ease")
            #expect(error.value.hasPrefix("item 1 at -0.5"))
        }
        let refused = error([.stagger(Stagger(each: 1, ease: dip), [.wait(1), .wait(1), .wait(1)], at: .at(2))])
        #expect(refused?.field == "entries[0].stagger.ease")
        // Easing in (never below 0) is fine.
        #expect(try Stagger(each: 1, ease: .easeIn).offsets(count: 3).allSatisfy { $0 >= 0 })
    }

    /// A step at 1e308 s that lasts 1e308 s would end at 2e308 s: refused at
    /// the step itself, not at the entry after it that its end would place.
    @Test func anEndPastTheLargestTime() throws {
        let refused = error([.step(.wait(1e308), at: .at(1e308)), .step(.wait(1))])
        #expect(refused?.field == "entries[0]")
        #expect(refused?.value == "a start of 1e+308 s and a duration of 1e+308 s")
        #expect(refused?.expected == "an entry that ends at a finite time")
        // The last step of a stagger ends at its offset (1.7e308) plus its
        // 1e308 s: the stagger's duration is past the largest time.
        #expect(error([.stagger(Stagger(amount: 1.7e308), [.wait(1e308), .wait(1e308)])])?.field == "entries[0]")
    }

    /// "+=1e308" after a step ending at 1e308 s starts at 2e308 s: refused
    /// at that position, as is a percentage that overflows.
    @Test func aStartPastTheLargestTime() throws {
        #expect(error([.step(.wait(1), at: .at(1e308)), .step(.wait(1), at: .end(1e308))])?.field == "entries[1].position")
        #expect(error([.step(.wait(1e300)), .step(.wait(1), at: .previousStart(.percent(1e11)))])?.field == "entries[1].position")
    }
}
