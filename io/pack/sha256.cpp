#include "io/pack/sha256.hpp"

#include <array>
#include <openssl/evp.h>
#include <stdexcept>

namespace sandtable {

std::string sha256_hex(std::string_view data) {
    std::array<unsigned char, EVP_MAX_MD_SIZE> digest{};
    unsigned int size = 0;
    if (EVP_Digest(data.data(), data.size(), digest.data(), &size, EVP_sha256(), nullptr) != 1) {
        throw std::runtime_error("SHA-256 failed in libcrypto");
    }
    static constexpr std::string_view kDigits = "0123456789abcdef";
    std::string hex;
    hex.reserve(size * 2);
    for (unsigned int i = 0; i < size; ++i) {
        hex += kDigits[digest[i] >> 4U];
        hex += kDigits[digest[i] & 0xFU];
    }
    return hex;
}

}  // namespace sandtable
