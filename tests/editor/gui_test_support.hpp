#pragma once
// Helpers for the editor's GUI tests.

namespace sandtable::editor {
class Document;
}

namespace sandtable::test {

// Lets the event loop run for a while, so that windows map, paint and take events.
void settle(int milliseconds = 300);
// Waits (up to 10 s) for the background check of the document's latest state; false on time-out.
bool wait_for_report(editor::Document& document);

}  // namespace sandtable::test
