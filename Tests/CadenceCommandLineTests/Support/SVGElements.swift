import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The elements of an XML document, in document order, as Foundation's
/// `XMLParser` reads them: parsing fails unless the document is well formed.
final class SVGElements: NSObject, XMLParserDelegate {
    struct Element {
        let name: String
        let attributes: [String: String]
        /// The text directly inside it.
        var text = ""
        /// The index of the element it is in, or nil for the root.
        let parent: Int?

        /// The attribute as a number, or nil.
        func number(_ attribute: String) -> Double? {
            attributes[attribute].flatMap(Double.init)
        }

        /// Whether its `class` attribute has the word `word`.
        func hasClass(_ word: String) -> Bool {
            (attributes["class"] ?? "").split(separator: " ").contains { $0 == word }
        }

        /// A polyline's `points`, or a path's `d` of `M` and `L` commands, as
        /// numbers: `"1,2 3,4"` and `"M1,2 L3,4"` are both [(1, 2), (3, 4)].
        var points: [(x: Double, y: Double)] {
            let text = attributes["points"] ?? attributes["d"] ?? ""
            return text.split(separator: " ").compactMap { pair in
                let numbers = pair.trimmingCharacters(in: CharacterSet(charactersIn: "ML")).split(separator: ",").compactMap { Double($0) }
                return numbers.count == 2 ? (numbers[0], numbers[1]) : nil
            }
        }
    }

    /// The text of the `<title>` directly inside `elements[index]`, if any.
    static func title(of index: Int, in elements: [Element]) -> String? {
        elements.first { $0.name == "title" && $0.parent == index }?.text
    }

    private(set) var elements: [Element] = []
    private var open: [Int] = []
    private var error: (any Error)?

    /// The elements of `text`, or the parser's error.
    static func parse(_ text: String) throws -> [Element] {
        let parser = XMLParser(data: Data(text.utf8))
        let collector = SVGElements()
        parser.delegate = collector
        guard parser.parse() else {
            throw collector.error ?? parser.parserError ?? CocoaError(.propertyListReadCorrupt)
        }
        return collector.elements
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        elements.append(Element(name: elementName, attributes: attributes, parent: open.last))
        open.append(elements.count - 1)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        open.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let index = open.last { elements[index].text += string }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        error = parseError
    }
}
