package org.sprague.catalog;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/** What the answer records check and copy alike. */
final class AnswerLists {
    private AnswerLists() {
    }

    /** Fails on a null among the fields that have no default. */
    static void requireFields(Object... fields) {
        for (Object f : fields) {
            Objects.requireNonNull(f, "an answer field");
        }
    }

    /** An unmodifiable copy that keeps a move's {@code null to} (moves left without their position). */
    static List<MoveReport> moves(List<MoveReport> moves) {
        return Collections.unmodifiableList(new ArrayList<>(moves));
    }
}
