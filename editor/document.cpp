#include "editor/document.hpp"

namespace sandtable::editor {

std::unique_ptr<Document> Document::open(const std::filesystem::path& path, std::string& error) {
    LoadResult loaded = load_book(path);
    if (!loaded) {
        error = loaded.error_text();
        return nullptr;
    }
    std::unique_ptr<Document> document(new Document);
    document->book_ = std::make_unique<Book>(std::move(*loaded.book));
    document->commands_ = std::make_unique<CommandStack>(*document->book_);
    document->path_ = path;
    document->sources_ = std::move(loaded.sources);
    document->commands_->subscribe([doc = document.get()](const ChangeEvent&) { doc->changed(); });
    document->revalidate();
    return document;
}

SaveResult Document::save() { return save_as(path_); }

SaveResult Document::save_as(const std::filesystem::path& path) {
    SaveResult result = save_book(*book_, path);
    if (result) {
        path_ = path;
        commands_->set_clean();  // notifies through the stack
    }
    return result;
}

void Document::revalidate() { report_ = validate_book(*book_); }

void Document::changed() {
    revalidate();
    for (const auto& listener : listeners_) listener();
}

}  // namespace sandtable::editor
