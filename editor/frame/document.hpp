#pragma once
// One open book in the editor: the book, its undo history, where it lives on disk, and the
// latest validation report. Views listen to it; every change goes through its command stack.
#include "io/native/book_file.hpp"
#include "model/commands/command_stack.hpp"
#include "model/outcome.hpp"
#include "validators/validate_book.hpp"

#include <filesystem>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace sandtable::editor {

class Document {
public:
    // Told what the step executed, undone or redone changed; saving tells with no changes.
    using Listener = std::function<void(const ChangeEvent&)>;

    static Outcome<std::unique_ptr<Document>> open(const std::filesystem::path& path);
    // Opens the recovery copy of the book at `path`: the document is the book at `path`, with
    // unsaved changes.
    static Outcome<std::unique_ptr<Document>> open_recovery(const std::filesystem::path& path);

    // Read-only: every change goes through commands(), so undo, redo and the views see it.
    [[nodiscard]] const Book& book() const { return *book_; }
    [[nodiscard]] CommandStack& commands() { return *commands_; }
    [[nodiscard]] const std::filesystem::path& path() const { return path_; }
    // The folder the book's relative layer paths are resolved against while it is open: the one it
    // was opened from. A Save As into another folder writes paths rewritten for that folder but
    // leaves the open book's alone, so that undoing an earlier layer edit still brings back a path
    // that reaches its file.
    [[nodiscard]] const std::filesystem::path& layer_folder() const { return layer_folder_; }
    [[nodiscard]] const SourceIndex& sources() const { return sources_; }
    [[nodiscard]] bool modified() const { return restored_ || !commands_->is_clean(); }
    // Writes the recovery copy when there are unsaved changes.
    Status autosave();
    // The user chose to throw the unsaved changes away.
    void discard_changes();

    // Saves atomically; on success marks the history clean.
    Status save();
    Status save_as(const std::filesystem::path& path);

    // Checks the book now, on this thread (used when a book is opened).
    void revalidate();
    [[nodiscard]] const ValidationReport& report() const { return report_; }
    // Counts changes to the book; a report belongs to the generation it was made from.
    [[nodiscard]] std::uint64_t generation() const { return generation_; }
    [[nodiscard]] std::uint64_t report_generation() const { return report_generation_; }
    // Takes a report made in the background; ignored when the book has changed since.
    bool accept_report(ValidationReport report, std::uint64_t generation);

    // Called after every change to the book (edit, undo, redo) and after saving.
    void on_change(Listener listener) { listeners_.push_back(std::move(listener)); }

private:
    Document() = default;
    static Outcome<std::unique_ptr<Document>> load(const std::filesystem::path& from, const std::filesystem::path& path);
    void changed(const ChangeEvent& event);
    // The book as it is to be written into `folder`: the open book itself, or a copy whose layer
    // paths are rewritten for that folder.
    const Book& for_folder(const std::filesystem::path& folder);

    std::unique_ptr<Book> book_;
    std::unique_ptr<CommandStack> commands_;
    std::filesystem::path path_;
    std::filesystem::path layer_folder_;
    std::optional<Book> relocated_;
    SourceIndex sources_;
    ValidationReport report_;
    bool restored_ = false;
    std::uint64_t generation_ = 0;
    std::uint64_t report_generation_ = 0;
    std::vector<Listener> listeners_;
};

}  // namespace sandtable::editor
