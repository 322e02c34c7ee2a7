package org.sprague.partizan;

/**
 * The invariants of short partizan games in one place, all over one {@link CanonicalGames} space and sharing its
 * thermographs: stops, birthdays, properties, incentives, cooling and heating, reduced canonical forms, atomic
 * weights, companions and confusion intervals. Each part states its definition and source.
 */
public final class PartizanInvariants {
    private final CanonicalGames games;
    private final Thermographs thermographs;
    private final Stops stops;
    private final Birthdays birthdays;
    private final GamePredicates predicates;
    private final Incentives incentives;
    private final Cooling cooling;
    private final ReducedCanonicalForms reduced;
    private final AtomicWeights atomicWeights;
    private final Companions companions;

    /**
     * The invariants of games in {@code games}.
     *
     * @param games the space the ids live in
     */
    public PartizanInvariants(CanonicalGames games) {
        this.games = games;
        this.thermographs = new Thermographs(games);
        this.stops = new Stops(thermographs);
        this.birthdays = new Birthdays(games);
        this.predicates = new GamePredicates(games, stops);
        this.incentives = new Incentives(games);
        this.cooling = new Cooling(games, thermographs);
        this.reduced = new ReducedCanonicalForms(games, stops);
        this.atomicWeights = new AtomicWeights(games, predicates, stops, birthdays);
        this.companions = new Companions(games);
    }

    /** @return the space the ids live in */
    public CanonicalGames games() {
        return games;
    }

    /** @return thermographs, mean and temperature */
    public Thermographs thermographs() {
        return thermographs;
    }

    /** @return left and right stops */
    public Stops stops() {
        return stops;
    }

    /** @return birthdays */
    public Birthdays birthdays() {
        return birthdays;
    }

    /** @return number, nimber, infinitesimal, all-small, tempers */
    public GamePredicates predicates() {
        return predicates;
    }

    /** @return left, right and maximal incentives */
    public Incentives incentives() {
        return incentives;
    }

    /** @return cooling, freezing, heating, overheating */
    public Cooling cooling() {
        return cooling;
    }

    /** @return reduced canonical forms */
    public ReducedCanonicalForms reduced() {
        return reduced;
    }

    /** @return atomic weights of all-small games */
    public AtomicWeights atomicWeights() {
        return atomicWeights;
    }

    /** @return companions */
    public Companions companions() {
        return companions;
    }

    /**
     * The confusion interval of {@code g}.
     *
     * @param g a canonical id
     * @return the numbers confused with {@code g}
     */
    public ConfusionInterval confusionInterval(int g) {
        return ConfusionInterval.of(games, stops, g);
    }
}
