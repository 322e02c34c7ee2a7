package org.sprague.partizan;

/** Hash mixing for the primitive tables of the partizan engine. */
public final class Hashing {
    private Hashing() {
    }

    /**
     * The 64-bit finaliser of MurmurHash3: every input bit affects every output bit.
     *
     * @param key the value to mix
     * @return the mixed value
     */
    public static long mix(long key) {
        long h = key;
        h ^= h >>> 33;
        h *= 0xff51afd7ed558ccdL;
        h ^= h >>> 33;
        h *= 0xc4ceb9fe1a85ec53L;
        h ^= h >>> 33;
        return h;
    }
}
