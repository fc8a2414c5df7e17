#pragma once
// One open book in the editor: the book, its undo history, where it lives on disk, and the
// latest validation report. Views listen to it; every change goes through its command stack.
#include "io/native/book_file.hpp"
#include "model/commands/command_stack.hpp"
#include "validators/validate_book.hpp"

#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace sandtable::editor {

class Document {
public:
    using Listener = std::function<void()>;

    static std::unique_ptr<Document> open(const std::filesystem::path& path, std::string& error);
    // Opens the recovery copy of the book at `path`: the document is the book at `path`, with
    // unsaved changes.
    static std::unique_ptr<Document> open_recovery(const std::filesystem::path& path, std::string& error);

    [[nodiscard]] Book& book() { return *book_; }
    [[nodiscard]] const Book& book() const { return *book_; }
    [[nodiscard]] CommandStack& commands() { return *commands_; }
    [[nodiscard]] const std::filesystem::path& path() const { return path_; }
    [[nodiscard]] const SourceIndex& sources() const { return sources_; }
    [[nodiscard]] bool modified() const { return restored_ || !commands_->is_clean(); }
    // Writes the recovery copy when there are unsaved changes; empty on success.
    std::string autosave();
    // The user chose to throw the unsaved changes away.
    void discard_changes();

    // Saves atomically; on success marks the history clean.
    SaveResult save();
    SaveResult save_as(const std::filesystem::path& path);

    void revalidate();
    [[nodiscard]] const ValidationReport& report() const { return report_; }

    // Called after every change to the book (edit, undo, redo) and after saving.
    void on_change(Listener listener) { listeners_.push_back(std::move(listener)); }

private:
    Document() = default;
    static std::unique_ptr<Document> load(const std::filesystem::path& from, const std::filesystem::path& path,
                                          std::string& error);
    void changed();

    std::unique_ptr<Book> book_;
    std::unique_ptr<CommandStack> commands_;
    std::filesystem::path path_;
    SourceIndex sources_;
    ValidationReport report_;
    bool restored_ = false;
    std::vector<Listener> listeners_;
};

}  // namespace sandtable::editor
