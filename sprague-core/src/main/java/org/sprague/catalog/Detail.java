package org.sprague.catalog;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A game-specific fact of an answer, typed and named as the command-line contract names it (the Moore rule of
 * {@code football}, the Zeckendorf terms of {@code fibonacci-nim}, the contest answer of a scoring game).
 * Front ends print details in the order the game gives them, after the fields every answer of its kind has.
 */
public sealed interface Detail permits Detail.Text, Detail.Whole, Detail.Flag, Detail.Wholes, Detail.Absent,
        Detail.Group {
    /** The field name, such as {@code mooreRule}. */
    String name();

    /**
     * The value as plain Java data: a String, Long, Boolean, List of Long, a Map of member names to their plain
     * values for a {@link Group}, or {@code null} for {@link Absent}.
     */
    Object plain();

    /** A text fact. */
    record Text(String name, String value) implements Detail {
        public Text {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(value, "value");
        }

        @Override
        public Object plain() {
            return value;
        }
    }

    /** An integer fact. */
    record Whole(String name, long value) implements Detail {
        @Override
        public Object plain() {
            return value;
        }
    }

    /** A yes/no fact. */
    record Flag(String name, boolean value) implements Detail {
        @Override
        public Object plain() {
            return value;
        }
    }

    /** A list of integers. */
    record Wholes(String name, List<Long> values) implements Detail {
        public Wholes {
            values = List.copyOf(values);
        }

        @Override
        public Object plain() {
            return values;
        }
    }

    /** A fact that this position does not have (printed as JSON {@code null}), such as a finite value of a loop. */
    record Absent(String name) implements Detail {
        @Override
        public Object plain() {
            return null;
        }
    }

    /**
     * Facts that belong together, written as one nested object (JSON {@code "sided": {"stopperSided": true,
     * "onside": "on", "offside": "0"}}). Text output, meant for people, shows one line: {@code summary}, or
     * nothing when it is null (the facts are then said by other lines).
     *
     * @param name the field name
     * @param members the facts, in order; their names are unique within the group
     * @param summary the text line's value, or null for none
     */
    record Group(String name, List<Detail> members, String summary) implements Detail {
        public Group {
            Objects.requireNonNull(name, "name");
            members = List.copyOf(members);
        }

        @Override
        public Object plain() {
            Map<String, Object> map = new LinkedHashMap<>();
            for (Detail d : members) {
                map.put(d.name(), d.plain());
            }
            return Collections.unmodifiableMap(map);
        }
    }

    /** The value of the detail named {@code name} in {@code details}, as {@link #plain()}; absent names throw. */
    static Object find(List<Detail> details, String name) {
        for (Detail d : details) {
            if (d.name().equals(name)) {
                return d.plain();
            }
        }
        throw new IllegalArgumentException("no detail named " + name);
    }

    /** Whether {@code details} has one named {@code name}. */
    static boolean has(List<Detail> details, String name) {
        return details.stream().anyMatch(d -> d.name().equals(name));
    }
}
