#pragma once
// Runs an edit built from a gesture (model/commands/resolving_command.hpp) on the document.
#include "editor/frame/document.hpp"
#include "model/commands/resolving_command.hpp"

#include <optional>
#include <string>

namespace sandtable::editor {

// The id of the object the edit created (empty when it creates none), or nothing when the edit
// was refused and so not run.
inline std::optional<std::string> run_edit(Document& document, Edit edit) {
    if (!edit) return std::nullopt;
    const ResolvingCommand* command = edit->get();  // the stack owns it from here on
    document.commands().execute(std::move(*edit));
    return command->created_id();
}

// Runs the edit as run_edit does, or says why it was refused and not run: what a dialog's OK shows.
inline Status apply_edit(Document& document, Edit edit) {
    if (!edit) return edit.failure();
    run_edit(document, std::move(edit));
    return {};
}

}  // namespace sandtable::editor
