package org.sprague.misere.canonical;

import java.util.Arrays;

/** A growable list of ints. */
final class IntList {
    private int[] data = new int[64];
    private int size;

    void add(int v) {
        if (size == data.length) {
            data = Arrays.copyOf(data, size * 2);
        }
        data[size++] = v;
    }

    int get(int i) {
        return data[i];
    }

    void set(int i, int v) {
        data[i] = v;
    }

    int size() {
        return size;
    }
}
