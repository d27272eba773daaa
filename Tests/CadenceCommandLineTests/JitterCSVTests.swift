import CadenceJitter
import Testing
@testable import CadenceCommandLine

@Suite struct JitterCSVTests {
    /// The records of RFC 4180 `text`: fields split at commas outside quotes,
    /// records at CRLF outside quotes, doubled quotes undone.
    static func records(_ text: String) -> [[String]] {
        var records: [[String]] = []
        var fields: [String] = []
        var field = ""
        var quoted = false
        var characters = text.makeIterator()
        var pending = characters.next()
        while let character = pending {
            pending = characters.next()
            if quoted {
                if character == "\"" {
                    if pending == "\"" { field.append("\""); pending = characters.next() } else { quoted = false }
                } else {
                    field.append(character)
                }
            } else if character == "\"" {
                quoted = true
            } else if character == "," {
                fields.append(field); field = ""
            } else if character == "\r\n" {
                fields.append(field); field = ""
                records.append(fields); fields = []
            } else {
                field.append(character)
            }
        }
        return records
    }

    @Test func headersAndColumnCounts() throws {
        let report = try JitterSamples.report(runs: 2)
        let records = Self.records(JitterCSV(report).text)
        let blank = try #require(records.firstIndex(of: [""]))
        let samples = records[..<blank]
        let summary = records[(blank + 1)...]
        #expect(samples.first?.joined(separator: ",") == "strategy,run,kind,index,due_ns,time_ns,lateness_ns,value,expected,status")
        #expect(summary.first?.joined(separator: ",")
            == "strategy,run,p50_ns,p99_ns,p999_ns,max_ns,missed,dropped,hitch_ms_per_s,drift_ns,max_value_error")
        #expect(samples.allSatisfy { $0.count == 10 })
        #expect(summary.allSatisfy { $0.count == 11 })
        #expect(summary.count == 1 + 2 * JitterStrategy.allCases.count)
        #expect(Set(samples.dropFirst().map { $0[2] }) == ["callback", "frame", "step", "block"])
        // Raw timer: no drift, no value.
        let rawSummary = summary.filter { $0[0] == JitterStrategy.rawTimer.rawValue }
        #expect(rawSummary.allSatisfy { $0[9].isEmpty && $0[10].isEmpty })
    }

    @Test func samplesMatchTheRecord() throws {
        let report = try JitterSamples.report()
        let records = Self.records(JitterCSV(report).text)
        let run = try #require(report.result(for: .cadenceSchedule)?.runs.first)
        let rows = records.filter { $0[0] == JitterStrategy.cadenceSchedule.rawValue && $0[1] == "0" }
        #expect(rows.count { $0[2] == "callback" } == run.record.callbacks.count)
        #expect(rows.count { $0[2] == "frame" } == run.timeline.entries.count)
        #expect(rows.count { $0[2] == "step" } == run.record.steps.count)
        #expect(rows.count { $0[2] == "block" } == run.record.blocks.count)
        for row in rows where row[2] == "callback" {
            #expect(Int64(row[6]) == Int64(row[5])! - Int64(row[4])!)
        }
        for row in rows where row[2] == "frame" {
            #expect(Int64(row[5]) == Int64(row[3])! * 16_666_667)
            #expect(["on-time", "late", "dropped"].contains(row[9]))
        }
    }

    @Test func quotesCellsThatNeedIt() {
        #expect(JitterCSV.quoted("plain") == "plain")
        #expect(JitterCSV.quoted("a,b") == "\"a,b\"")
        #expect(JitterCSV.quoted("say \"hi\"") == "\"say \"\"hi\"\"\"")
        #expect(Self.records(JitterCSV.line(["a,b", "c\"d", "e"]) + "\r\n") == [["a,b", "c\"d", "e"]])
    }

    @Test func emptyRunsGiveHeadersAndSummaries() throws {
        let records = Self.records(JitterCSV(try JitterSamples.empty()).text)
        #expect(records.count == 1 + 1 + 1 + JitterStrategy.allCases.count)
        #expect(records[1] == [""])
    }
}
