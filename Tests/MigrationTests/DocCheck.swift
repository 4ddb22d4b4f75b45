/// Checks one Markdown document's code blocks against the sources they claim to show.
///
/// Each checked block's text must be exactly what its marker computes; a
/// block that holds code without a marker is a problem too, so nothing in a
/// document can drift from the code without a test failing.
struct DocCheck {
    /// One thing wrong with a document, worded for the person who has to fix it.
    struct Problem: Equatable, CustomStringConvertible {
        /// The document's path from the repository's root.
        let path: String
        /// The line of the block's opening fence, counting from 1.
        let lineNumber: Int
        /// What is wrong.
        let message: String

        /// `PATH:LINE: MESSAGE`, as compilers word a problem.
        var description: String { "\(path):\(lineNumber): \(message)" }
    }

    /// The document's path from the repository's root, for messages.
    let path: String
    /// Reads a file by its path from the repository's root.
    let readFile: (String) -> String?
    /// Computes a generated block by its name, or `nil` for an unknown name.
    let generate: (String) -> String?
    /// Computes a count a sentence may claim (see ``DocNumber``), or `nil` for an unknown name.
    var count: (String) -> Int? = { _ in nil }

    /// Everything wrong with `text`, and the text with every checked block set to what it should say.
    func check(_ text: String) -> (problems: [Problem], refreshed: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var problems: [Problem] = []
        let blocks = DocBlock.blocks(in: lines)
        let codeLines = Set(blocks.flatMap { ($0.bodyStart - 1)...($0.bodyStart + $0.body.count) })
        for index in lines.indices where !codeLines.contains(index) {
            let original = lines[index]
            var line = String(original)
            var lineProblems: [Problem] = []
            // Right to left, so that rewriting a number leaves the earlier offsets valid.
            for number in DocNumber.numbers(in: original).reversed() {
                guard let count = count(number.name) else {
                    lineProblems.append(
                        Problem(path: path, lineNumber: index + 1, message: "no count is called `\(number.name)`"))
                    continue
                }
                guard number.value != count else { continue }
                lineProblems.append(
                    Problem(
                        path: path, lineNumber: index + 1,
                        message: "`\(number.written)` claims the count `\(number.name)`, which is \(count)"))
                let start = line.index(
                    line.startIndex, offsetBy: original.distance(from: original.startIndex, to: number.range.lowerBound)
                )
                line.replaceSubrange(
                    start..<line.index(start, offsetBy: number.written.count), with: number.spelling(count))
            }
            lines[index] = Substring(line)
            problems += lineProblems.reversed()
        }
        // Bottom up, so that replacing a block's lines leaves earlier indices valid.
        for block in blocks.reversed() {
            switch expectedBody(of: block) {
            case .failure(let failure):
                problems.append(Problem(path: path, lineNumber: block.lineNumber, message: failure.message))
            case .success(nil):
                break
            case .success(let expected?):
                let actual = block.body.joined(separator: "\n")
                guard actual != expected else { continue }
                problems.append(
                    Problem(
                        path: path, lineNumber: block.lineNumber,
                        message: "\(describe(block)) no longer matches; \(firstDifference(expected, actual))"))
                let range = block.bodyStart..<(block.bodyStart + block.body.count)
                lines.replaceSubrange(range, with: expected.split(separator: "\n", omittingEmptySubsequences: false))
            }
        }
        let inOrder = problems.enumerated().sorted {
            ($0.element.lineNumber, $0.offset) < ($1.element.lineNumber, $1.offset)
        }
        return (inOrder.map(\.element), lines.joined(separator: "\n"))
    }

    /// What the block must say, `nil` when it is not checked, or why it cannot be checked.
    private func expectedBody(of block: DocBlock) -> Result<String?, Failure> {
        switch block.marker {
        case nil where DocBlock.unmarkedKinds.contains(block.info):
            return .success(nil)
        case nil:
            let kind = block.info.isEmpty ? "A code block with no info string" : "A `\(block.info)` block"
            return .failure(
                Failure("\(kind) is neither an excerpt, a diff, generated, nor marked `<!-- pseudo-code -->`"))
        case .pseudoCode?:
            return .success(nil)
        case .unreadable(let comment)?:
            return .failure(Failure("cannot read the marker `\(comment)`; see Tests/MigrationTests/DocBlock.swift"))
        case .excerpt(let reference)?:
            return region(reference).map { $0.text }
        case .diff(let old, let new)?:
            return region(old).flatMap { old in region(new).map { RegionDiff(old: old.text, new: $0.text).text } }
        case .generated(let name)?:
            guard let text = generate(name) else { return .failure(Failure("no generator is called `\(name)`")) }
            return .success(text)
        }
    }

    private func region(_ reference: SourceRegion.Reference) -> Result<SourceRegion, Failure> {
        guard let source = readFile(reference.path) else {
            return .failure(Failure("the excerpt \(reference) names a file that does not exist"))
        }
        return SourceRegion.named(reference.name, in: source).mapError {
            Failure("the region \(reference) \($0)")
        }
    }

    private func describe(_ block: DocBlock) -> String {
        switch block.marker {
        case .excerpt(let reference)?: "the excerpt of \(reference)"
        case .diff(let old, let new)?: "the diff of \(old) and \(new)"
        case .generated(let name)?: "the generated block `\(name)`"
        case .pseudoCode?, .unreadable?, nil: "the block"
        }
    }

    /// The first line that differs, numbered within the block.
    private func firstDifference(_ expected: String, _ actual: String) -> String {
        let wanted = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let found = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let shared = min(wanted.count, found.count)
        let index = (0..<shared).first { wanted[$0] != found[$0] } ?? shared
        let show = { (lines: [Substring]) in lines.indices.contains(index) ? "`\(lines[index])`" : "(nothing)" }
        return "block line \(index + 1) should be \(show(wanted)) but is \(show(found))"
    }

    /// A problem's wording, as an error so that `Result` can carry it.
    struct Failure: Error {
        /// What is wrong.
        let message: String
        /// A failure that says `message`.
        init(_ message: String) { self.message = message }
    }
}
