#pragma once
// Runs a check's work item by item on every core (the checks may use both), each thread
// collecting what it finds, then reports it in item order: the report reads the same however the
// items were shared out.
#include "model/diagnostic.hpp"

#include <algorithm>
#include <cstddef>
#include <thread>
#include <vector>

namespace sandtable::pub_battles {

// Calls item(i, sink) for i in [0, count) and reports everything each call found, in order of i.
template <typename Item>
void for_each_item_shared_out(std::size_t count, DiagnosticSink& sink, const Item& item) {
    // Below this many items a thread costs more than it saves.
    constexpr std::size_t kItemsWorthAThread = 256;
    const std::size_t workers = std::clamp<std::size_t>(std::min<std::size_t>(std::thread::hardware_concurrency(), count / kItemsWorthAThread), 1, 8);
    std::vector<DiagnosticList> found(workers);
    const auto share = [&](std::size_t worker) {
        // Contiguous runs of items, so that each list is in item order already.
        const std::size_t first = count * worker / workers;
        const std::size_t last = count * (worker + 1) / workers;
        for (std::size_t i = first; i < last; ++i) item(i, found[worker]);
    };
    std::vector<std::thread> helpers;
    for (std::size_t w = 1; w < workers; ++w) helpers.emplace_back(share, w);
    share(0);
    for (std::thread& helper : helpers) helper.join();
    for (DiagnosticList& list : found) {
        for (Diagnostic& diagnostic : list.items) sink.report(std::move(diagnostic));
    }
}

}  // namespace sandtable::pub_battles
