#include "model/commands/acknowledgement_commands.hpp"

#include "model/book.hpp"
#include "model/commands/change_value.hpp"

#include <algorithm>

namespace sandtable {

namespace {

std::unique_ptr<Command> set_acknowledgements(std::vector<Acknowledgement> list, std::string name) {
    return std::make_unique<ChangeValue<std::vector<Acknowledgement>>>(
        std::move(name), [](Book& book) { return &book.acknowledgements; }, std::move(list), ChangeSet().book_properties());
}

auto matching(const std::vector<Acknowledgement>& list, const Diagnostic& diagnostic) {
    return std::find_if(list.begin(), list.end(), [&](const Acknowledgement& a) { return acknowledgement_matches(a, diagnostic); });
}

}  // namespace

Outcome<std::unique_ptr<Command>> make_acknowledge(const Book& book, const Diagnostic& diagnostic, std::string reason) {
    if (reason.empty()) return failure("An acknowledgement needs a reason: why the diagnostic is intended.");
    std::vector<Acknowledgement> list = book.acknowledgements;
    if (matching(list, diagnostic) != list.end()) return failure(diagnostic.code + " is acknowledged already.");
    list.push_back(Acknowledgement{diagnostic.code, diagnostic.objects, diagnostic.scenario, std::move(reason)});
    return set_acknowledgements(std::move(list), "Acknowledge " + diagnostic.code);
}

Outcome<std::unique_ptr<Command>> make_withdraw_acknowledgement(const Book& book, const Diagnostic& diagnostic) {
    std::vector<Acknowledgement> list = book.acknowledgements;
    const auto it = matching(list, diagnostic);
    if (it == list.end()) return failure(diagnostic.code + " is not acknowledged.");
    list.erase(it);
    return set_acknowledgements(std::move(list), "Withdraw acknowledgement of " + diagnostic.code);
}

}  // namespace sandtable
