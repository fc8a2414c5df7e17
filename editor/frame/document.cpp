#include "editor/frame/document.hpp"

#include "io/native/layer_paths.hpp"

#include <optional>

#include "editor/frame/recovery.hpp"

namespace sandtable::editor {

Outcome<std::unique_ptr<Document>> Document::open(const std::filesystem::path& path) { return load(path, path); }

Outcome<std::unique_ptr<Document>> Document::open_recovery(const std::filesystem::path& path) {
    auto document = load(recovery_path(path), path);
    if (document) (*document)->restored_ = true;
    return document;
}

Outcome<std::unique_ptr<Document>> Document::load(const std::filesystem::path& from, const std::filesystem::path& path) {
    LoadResult loaded = load_book(from);
    if (!loaded) return failure(loaded.error());
    std::unique_ptr<Document> document(new Document);
    document->book_ = std::make_unique<Book>(std::move(loaded->book));
    document->commands_ = std::make_unique<CommandStack>(*document->book_);
    document->path_ = path;
    document->layer_folder_ = path.parent_path();
    document->sources_ = std::move(loaded->sources);
    document->commands_->subscribe([doc = document.get()](const ChangeEvent& event) { doc->changed(event); });
    document->revalidate();
    return document;
}

Status Document::save() { return save_as(path_); }

Status Document::save_as(const std::filesystem::path& path) {
    Status result = save_book(for_folder(path.parent_path()), path);
    if (result) {
        remove_recovery(path_);
        path_ = path;
        restored_ = false;
        commands_->set_clean();  // notifies through the stack
    }
    return result;
}

const Book& Document::for_folder(const std::filesystem::path& folder) {
    relocated_.reset();
    Book copy = *book_;
    if (rebase_layer_paths(copy, layer_folder_, folder) == 0) return *book_;
    relocated_ = std::move(copy);
    return *relocated_;
}

Status Document::autosave() {
    if (!modified()) return {};
    return write_recovery(for_folder(path_.parent_path()), path_);
}

void Document::discard_changes() { remove_recovery(path_); }

void Document::revalidate() {
    report_ = validate_book(*book_);
    report_generation_ = generation_;
}

bool Document::accept_report(ValidationReport report, std::uint64_t generation) {
    if (generation != generation_) return false;
    report_ = std::move(report);
    report_generation_ = generation;
    return true;
}

void Document::changed(const ChangeEvent& event) {
    ++generation_;
    for (const auto& listener : listeners_) listener(event);
}

}  // namespace sandtable::editor
