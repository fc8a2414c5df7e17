#pragma once
// Lines as vector data gives them are not always one stroke. Lines joined from pieces jump back
// along themselves in vertex order: the 1863 Chambersburg Pike runs east, jumps 1.1 km back west
// and runs east again beside itself; the Emmitsburg Road steps 300 m back up its own course. Left
// as they are, such jumps make short spurious roads wherever they pass a hex the rest of the
// line does not. The line is split where it turns back on itself, so that each piece is one
// stroke, and the jump that joined two pieces is dropped. Hex maps' roads and free-form maps'
// lines both take their lines through here.
#include "model/vector_feature.hpp"

#include <vector>

namespace sandtable {

// Courses that differ by more than this turn back: the cosine of 120 degrees.
inline constexpr double kTurnsBackCosine = -0.5;

// The line's strokes, in order, each of two points or more:
// - a segment that turns back against the segments on both sides of it joins two pieces: it is
//   dropped, and the line split there;
// - a single turn back (the line runs out and returns along itself) splits the line at the turn,
//   the turning point ending one stroke and starting the next.
// Repeated points are dropped first. A line without turns back is returned whole.
[[nodiscard]] std::vector<PointList> split_where_it_turns_back(const PointList& line);

// The line as strokes to draw roads and lines from: split where it turns back, and where a jump
// back lands within `tolerance` of the stroke before it (the digitiser stepped back a little
// along the road before going on), that stroke is cut at the point nearest the landing, its
// overshoot beyond that point dropped, and the two made one stroke. The overshoot is dropped only
// when it is the shorter part of the stroke before; otherwise, as where a jump lands beside the
// line far back along it (a second piece of the road, or another road), the strokes stay apart.
[[nodiscard]] std::vector<PointList> clean_line(const PointList& line, double tolerance);

}  // namespace sandtable
