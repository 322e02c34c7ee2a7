package org.sprague.misere;

import java.util.Arrays;

/**
 * Numbers distinct int signatures of one length in order of first appearance (open addressing, linear probing), for
 * Moore's partition refinement of large trial monoids: one flat array, no object per signature.
 */
final class SignatureTable {
    private final int width;
    private int[] store;
    private int count;
    private int[] slots = new int[1 << 10];

    SignatureTable(int width) {
        this.width = width;
        this.store = new int[64 * width];
        Arrays.fill(slots, -1);
    }

    /**
     * The distinct signatures numbered so far.
     *
     * @return their count
     */
    int count() {
        return count;
    }

    /**
     * The number of a signature, a new one (the count so far) when first seen.
     *
     * @param sig the signature, {@code width} ints (copied when new)
     * @return its number
     */
    int number(int[] sig) {
        int mask = slots.length - 1;
        for (int i = hash(sig, 0) & mask; ; i = (i + 1) & mask) {
            int id = slots[i];
            if (id < 0) {
                return insert(sig, i);
            }
            if (Arrays.equals(store, id * width, id * width + width, sig, 0, width)) {
                return id;
            }
        }
    }

    private int insert(int[] sig, int slot) {
        if ((count + 1) * width > store.length) {
            store = Arrays.copyOf(store, store.length * 2);
        }
        System.arraycopy(sig, 0, store, count * width, width);
        slots[slot] = count;
        count++;
        if (count * 2 > slots.length) {
            rehash();
        }
        return count - 1;
    }

    private void rehash() {
        slots = new int[slots.length * 2];
        Arrays.fill(slots, -1);
        int mask = slots.length - 1;
        for (int id = 0; id < count; id++) {
            int i = hash(store, id * width) & mask;
            while (slots[i] >= 0) {
                i = (i + 1) & mask;
            }
            slots[i] = id;
        }
    }

    private int hash(int[] a, int from) {
        int h = 0;
        for (int i = from; i < from + width; i++) {
            h = h * 0x9E3779B1 + a[i];
        }
        return h ^ (h >>> 16);
    }
}
