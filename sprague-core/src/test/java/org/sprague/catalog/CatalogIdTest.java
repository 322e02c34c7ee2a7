package org.sprague.catalog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** Plug-in ids checked at load: a short word of letters, digits and dashes, refused in one line naming the class. */
class CatalogIdTest {
    @Test
    void everyCatalogIdIsAValidId() {
        for (CatalogGame g : Catalog.all()) {
            Catalog.checkId(g.id(), g.getClass().getName());
        }
        assertThat(Catalog.all()).extracting(CatalogGame::id).contains("nim", "stone-game-2", "coins2d");
    }

    @Test
    void badIdsAreOneLineNamingTheClass() {
        String[] bad = {null, "", "a b/../x\n--json", "-nim", "nim-", "a--b", "nim\t", "x".repeat(41), "über"};
        for (String id : bad) {
            assertThatThrownBy(() -> Catalog.checkId(id, "example.Bad")).as(String.valueOf(id))
                    .isInstanceOf(Catalog.BadCatalogEntry.class)
                    .hasMessageStartingWith("game class example.Bad has the id ")
                    .hasMessageEndingWith("; an id is a word of at most 40 letters, digits and dashes, such as"
                            + " stone-game-2")
                    .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
        }
        assertThatThrownBy(() -> Catalog.checkId(null, "example.Bad")).hasMessageContaining("has the id null;");
        assertThatThrownBy(() -> Catalog.checkId("a b/../x\n--json", "example.Bad"))
                .hasMessageContaining("has the id \"a b/../x\\u000a--json\";");
        Catalog.checkId("x".repeat(40), "example.Good");
        Catalog.checkId("Take-2", "example.Good");
    }
}
