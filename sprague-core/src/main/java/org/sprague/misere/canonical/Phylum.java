package org.sprague.misere.canonical;

/**
 * How simple the misère theory of a game is, in the classification of Conway (ONAG ch. 12: tame and restive games)
 * refined as CGSuite classifies misère canonical forms (Dan Hoey's phyla): nim heaps; tame games, which act like nim
 * heaps in sums with each other; restive games; restless games; and wild games. The declaration order is the order
 * of increasing wildness that the classification uses.
 */
public enum Phylum {
    /** A nim heap *n. */
    NIM_HEAP,
    /** Tame, every option a nim heap or hereditarily tame. */
    HEREDITARILY_TAME,
    /** Tame through options that reverse to tame games. */
    REVERSIBLY_TAME,
    /** Decides its genus when added to any sum of tame games. */
    TAMEABLE,
    /** Of a tame genus, but wild. */
    WILD_OF_TAME_GENUS,
    /** Not tame, of normal nim value 0 or 1, every option hereditarily tame. */
    HEREDITARILY_RESTIVE,
    /** Restive through options that reverse to restive or tame games. */
    REVERSIBLY_RESTIVE,
    /** Of a restive genus, but wild. */
    WILD_OF_RESTIVE_GENUS,
    /** Not tame, of misère nim value 0 or 1, every option tame. */
    RESTLESS,
    /** Of a restless genus, but wild. */
    WILD_OF_RESTLESS_GENUS,
    /** Wild: normal and misère nim values differ and are greater than 1. */
    WILD;

    /**
     * Hereditarily tame: a nim heap or {@link #HEREDITARILY_TAME}; CGSuite's {@code IsTame}.
     *
     * @return whether this phylum is hereditarily tame
     */
    public boolean isHereditarilyTame() {
        return this == NIM_HEAP || this == HEREDITARILY_TAME;
    }

    /**
     * Tame in Conway's sense, hereditarily or through reversible options; CGSuite's {@code IsGenerallyTame}.
     *
     * @return whether this phylum is tame
     */
    public boolean isGenerallyTame() {
        return isHereditarilyTame() || this == REVERSIBLY_TAME;
    }

    /**
     * Tame or tameable; CGSuite's {@code IsTameable}.
     *
     * @return whether this phylum is tameable
     */
    public boolean isTameable() {
        return isGenerallyTame() || this == TAMEABLE;
    }

    /**
     * Restive, hereditarily or through reversible options; CGSuite's {@code IsGenerallyRestive}.
     *
     * @return whether this phylum is restive
     */
    public boolean isGenerallyRestive() {
        return this == HEREDITARILY_RESTIVE || this == REVERSIBLY_RESTIVE;
    }

    /**
     * Restive or tame: the phyla whose genus is given by the two nim values alone.
     *
     * @return whether this phylum is restive or tame
     */
    public boolean isRestiveOrTame() {
        return isGenerallyTame() || isGenerallyRestive();
    }

    /**
     * One of the wild phyla.
     *
     * @return whether this phylum is wild
     */
    public boolean isWild() {
        return this == WILD_OF_TAME_GENUS || this == WILD_OF_RESTIVE_GENUS || this == WILD_OF_RESTLESS_GENUS
                || this == WILD;
    }
}
