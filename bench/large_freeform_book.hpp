#pragma once
// The large free-form book the benchmarks measure: a pub-battles book whose map "field" is a
// tessellation of cells 100 m across, each a polygon of 32 vertices (its four sides each in eight
// wobbling segments that the neighbour on that side shares exactly, as touching terrain shapes
// do), a third of them woods and the rest hills of three levels, marsh and buildings; with
// meandering roads and streams, and pieces at random points, facings and road column in one
// scenario "all".
#include "model/book.hpp"

namespace sandtable::bench {

struct LargeFreeformOptions {
    int columns = 200;  // 200 x 100 = 20,000 polygons
    int rows = 100;
    int pieces = 2000;
    int roads = 40;
    int streams = 20;
};

inline constexpr double kFreeformCellMetres = 100.0;

[[nodiscard]] Book make_large_freeform_book(const LargeFreeformOptions& options);

}  // namespace sandtable::bench
