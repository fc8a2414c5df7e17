#pragma once
// The large book the benchmarks measure: a gettysburg-125 book with a 500 x 500 hex map (250,000
// hexes) whose terrain comes in patches, 60 meandering lines of stream and road hexsides, and
// 2,000 units in 100 formations, all placed in one scenario "all" on map "big". The validation
// benchmark asks for larger maps and more units, spread the same way.
#include "model/book.hpp"

namespace sandtable::bench {

struct LargeBookOptions {
    // 100 named places and 25 objectives, which the canvas draws; the file benchmarks leave them out.
    bool places_and_objectives = false;
    int columns = 500;
    int rows = 500;
    int units = 2000;
};

[[nodiscard]] Book make_large_book(const LargeBookOptions& options);

}  // namespace sandtable::bench
