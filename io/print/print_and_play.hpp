#pragma once
// A print-and-play PDF: each hex map at its printed scale (printed_hex_mm, else
// kDefaultPrintedHexMm across the flats), each free-form map at the scale that prints a piece as
// wide as a counter (its label, on the block), tiled over sheets of A4 or Letter with overlaps, dashed
// trim lines and registration crosses, then counter sheets of every unit of the scenarios at the
// printed counter size (printed_counter_mm, else kDefaultPrintedCounterMm), each front followed
// by its back, laid out mirrored for printing on both sides flipped on the long edge.
#include "io/print/paper.hpp"
#include "model/book.hpp"
#include "model/outcome.hpp"
#include "model/progress.hpp"

#include <string>
#include <vector>

namespace sandtable {

struct PrintAndPlay {
    std::string pdf;
    int map_sheets = 0;
    int counter_sheets = 0;  // fronts; each has its back after it
};

// `scenarios` resolved; their orders of battle make the counter sheets (none: every unit of the book).
[[nodiscard]] Outcome<PrintAndPlay> print_and_play_pdf(const Book& book, const std::vector<const Scenario*>& scenarios, Paper paper,
                                                       Progress& progress);

// Where the counters of a sheet go: columns and rows of cells of the counter and a gutter.
struct CounterGrid {
    double counter = 0.0;  // points
    double cell = 0.0;     // counter and gutter
    int columns = 0;
    int rows = 0;
    [[nodiscard]] int per_sheet() const { return columns * rows; }
};
inline constexpr double kCounterGutterMm = 1.0;
[[nodiscard]] CounterGrid counter_grid(PaperSize paper, double counter_mm);

}  // namespace sandtable
