#include "editor/gui_test_support.hpp"

#include "editor/frame/document.hpp"
#include "editor/canvas/map_canvas.hpp"

#include <cairo.h>
#include <cstring>

#include <chrono>
#include <thread>
#include <wx/app.h>

namespace sandtable::test {

void settle(int milliseconds) {
    const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(milliseconds);
    while (std::chrono::steady_clock::now() < until) {
        wxTheApp->Yield(true);
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
}

bool settle_until(const std::function<bool()>& done, int timeout_ms) {
    const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
    while (!done()) {
        if (std::chrono::steady_clock::now() > until) return false;
        settle(10);
    }
    return true;
}

std::vector<wxTreeItemId> tree_items(const wxTreeCtrl& tree) {
    std::vector<wxTreeItemId> items;
    std::vector<wxTreeItemId> pending{tree.GetRootItem()};
    while (!pending.empty()) {
        const wxTreeItemId item = pending.front();
        pending.erase(pending.begin());
        if (item != tree.GetRootItem()) items.push_back(item);
        wxTreeItemIdValue cookie;
        for (wxTreeItemId child = tree.GetFirstChild(item, cookie); child.IsOk(); child = tree.GetNextChild(item, cookie)) {
            pending.push_back(child);
        }
    }
    return items;
}

bool wait_for_report(editor::Document& document) {
    const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    while (document.report_generation() != document.generation()) {
        if (std::chrono::steady_clock::now() > until) return false;
        settle(20);
    }
    settle(20);
    return true;
}

std::vector<std::uint32_t> canvas_pixels(editor::MapCanvas* canvas) {
    const wxSize size = canvas->GetClientSize();
    cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, size.x, size.y);
    cairo_t* cr = cairo_create(surface);
    canvas->paint_map(cr);
    cairo_destroy(cr);
    cairo_surface_flush(surface);
    std::vector<std::uint32_t> pixels;
    pixels.reserve(static_cast<std::size_t>(size.x) * size.y);
    for (int y = 0; y < size.y; ++y) {
        const unsigned char* row = cairo_image_surface_get_data(surface) + static_cast<std::ptrdiff_t>(y) * cairo_image_surface_get_stride(surface);
        for (int x = 0; x < size.x; ++x) {
            std::uint32_t pixel = 0;
            std::memcpy(&pixel, row + static_cast<std::ptrdiff_t>(x) * 4, sizeof pixel);
            pixels.push_back(pixel);
        }
    }
    cairo_surface_destroy(surface);
    return pixels;
}

std::size_t painted_pixels(int width, int height, const std::function<void(cairo_t*)>& draw) {
    cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
    cairo_t* cr = cairo_create(surface);
    draw(cr);
    cairo_destroy(cr);
    cairo_surface_flush(surface);
    std::size_t covered = 0;
    for (int y = 0; y < height; ++y) {
        const unsigned char* row = cairo_image_surface_get_data(surface) + static_cast<std::ptrdiff_t>(y) * cairo_image_surface_get_stride(surface);
        for (int x = 0; x < width; ++x) covered += row[x * 4 + 3] != 0 ? 1 : 0;
    }
    cairo_surface_destroy(surface);
    return covered;
}

}  // namespace sandtable::test
