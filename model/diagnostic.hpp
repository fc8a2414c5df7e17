#pragma once
// What a check or a loader has to say about a book, and where it collects.
#include "model/object_ref.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sandtable {

enum class Severity { Error, Warning, Note };
[[nodiscard]] std::string_view to_string(Severity severity);  // "error", "warning", "note"

struct Diagnostic {
    Severity severity = Severity::Error;
    std::string code;     // stable: "core.dangling-reference"
    std::string rule;     // rulebook section it enforces: "gettysburg-125 §7 Stacking"
    std::string message;  // for a designer
    std::vector<ObjectRef> objects;
    std::string scenario;  // the scenario it concerns, if any
    std::string file;      // known for loader errors, and when tools map objects to lines
    int line = 0;
    int column = 0;
    std::optional<std::string> acknowledged;  // the reason, when a designer acknowledged it
};

class DiagnosticSink {
public:
    virtual ~DiagnosticSink() = default;
    virtual void report(Diagnostic diagnostic) = 0;
};

class DiagnosticList final : public DiagnosticSink {
public:
    void report(Diagnostic diagnostic) override { items.push_back(std::move(diagnostic)); }
    // Unacknowledged diagnostics of this severity.
    [[nodiscard]] std::size_t count(Severity severity) const;
    [[nodiscard]] std::size_t acknowledged_count() const;
    std::vector<Diagnostic> items;
};

// A designer's decision that a diagnostic is intended (a historical setup that breaks a rule).
struct Acknowledgement {
    std::string code;
    std::vector<ObjectRef> objects;
    std::string scenario;  // empty: any scenario
    std::string reason;
    friend bool operator==(const Acknowledgement&, const Acknowledgement&) = default;
};

// A diagnostic matches an acknowledgement when the codes are equal, the scenario matches, and
// both name the same set of objects. Nothing else is touched.
[[nodiscard]] bool acknowledgement_matches(const Acknowledgement& acknowledgement, const Diagnostic& diagnostic);
void apply_acknowledgements(std::vector<Diagnostic>& diagnostics, const std::vector<Acknowledgement>& acknowledgements);

}  // namespace sandtable
