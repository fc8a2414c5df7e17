#pragma once
// The latest validation report: severity, code, rule, message and scenario of each diagnostic.
#include <wx/listctrl.h>

namespace sandtable::editor {

class Document;

class DiagnosticsPane final : public wxListCtrl {
public:
    explicit DiagnosticsPane(wxWindow* parent);
    void show(const Document* document);
};

}  // namespace sandtable::editor
