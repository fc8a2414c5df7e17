#pragma once
// The latest validation report: severity, code, rule, message and scenario of each diagnostic.
#include "model/diagnostic.hpp"

#include <functional>
#include <wx/listctrl.h>

namespace sandtable::editor {

class Document;

class DiagnosticsPane final : public wxListCtrl {
public:
    using Activation = std::function<void(const Diagnostic&)>;

    explicit DiagnosticsPane(wxWindow* parent);
    void show(const Document* document);
    // Called with the diagnostic a designer double-clicks (or presses Enter on).
    void on_activate(Activation activation) { activation_ = std::move(activation); }
    void activate(long row);

private:
    const Document* document_ = nullptr;
    Activation activation_;
};

}  // namespace sandtable::editor
