#pragma once
// Helpers for the editor's GUI tests.
#include <cstdint>
#include <functional>
#include <vector>

namespace sandtable::editor {
class Document;
class MapCanvas;
}

namespace sandtable::test {

// Lets the event loop run for a while, so that windows map, paint and take events.
void settle(int milliseconds = 300);
// Lets the event loop run until done() holds (true) or timeout_ms pass (false): for input that
// travels through the X server, which a busy machine may deliver late.
bool settle_until(const std::function<bool()>& done, int timeout_ms = 5000);
// Waits (up to 10 s) for the background check of the document's latest state; false on time-out.
bool wait_for_report(editor::Document& document);
// The canvas's own drawing, through its tile cache, as 0xAARRGGBB pixels row by row.
[[nodiscard]] std::vector<std::uint32_t> canvas_pixels(editor::MapCanvas* canvas);

}  // namespace sandtable::test
