#pragma once
// File > Export and File > Import: the open book out to other programs' formats and back in. The
// formats are those of the exporters() and importers() tables (io/export/exporter.hpp,
// io/import/importer.hpp), which the command-line tool dispatches from too. Works on the frame's
// open book and says what it did in the frame's status bar.
#include "model/outcome.hpp"

#include <filesystem>
#include <string>
#include <vector>
#include <wx/string.h>

namespace sandtable {
struct Book;
struct ImportRequest;
}  // namespace sandtable

namespace sandtable::editor {

class MainFrame;
struct ExportChoice;
class ExportDialog;

class BookExchange {
public:
    explicit BookExchange(MainFrame& frame) : frame_(frame) {}

    // File > Export: the Export dialog (editor/dialogs/export_dialog.hpp) on the open book.
    void show_export();
    // The Export dialog on the open book, the scenario on show offered, a folder beside the book
    // suggested; the frame owns it. Null when no book is open.
    [[nodiscard]] ExportDialog* make_export_dialog();
    // Runs an export with a progress dialog whose Cancel stops it (the status bar then says where it
    // was written), or says why not, cancelled() when Cancel stopped it: nothing is then written.
    Status export_book(const ExportChoice& choice);

    // File > Import > Forces or Schedule (CSV), and Map Layers (a GeoPackage, a KML file or a folder
    // of GeoJSON files or Shapefiles, as the exports write them): the file read into the open book
    // as one undo step; false, with each problem in a message, when anything does not read.
    bool import_into_book(const std::filesystem::path& file);
    // File > Import > Data Pack and Tiled Map: the new book the file makes (the request says how),
    // saved as `book_path` and opened; false with the reasons in a message when it does not read.
    bool import_as_new_book(const ImportRequest& request, const std::filesystem::path& book_path);
    // A Tiled map for `ruleset` (empty: the one the map names), its tiles read through `mapping`
    // (empty path: the tiles' terrain properties), as import_as_new_book.
    bool import_tiled_map(const std::filesystem::path& tmx, const std::string& ruleset, const std::filesystem::path& mapping,
                          const std::filesystem::path& book_path);

    // The File > Import menu entries: each asks for the file, then imports it.
    void choose_csv_to_import();
    void choose_map_layers_to_import();
    void choose_pack_to_import();
    void choose_tiled_map_to_import();

    // When set, the message boxes of imports and exports are not shown but kept here (tests).
    void collect_messages(std::vector<wxString>* messages) { collected_messages_ = messages; }

private:
    void show_message(const wxString& message, const wxString& title);
    // Saves an imported book as `book_path` and opens it, the summary in the status bar.
    bool open_imported_book(const Book& book, const std::filesystem::path& book_path, const std::string& summary);

    MainFrame& frame_;
    std::vector<wxString>* collected_messages_ = nullptr;
};

}  // namespace sandtable::editor
