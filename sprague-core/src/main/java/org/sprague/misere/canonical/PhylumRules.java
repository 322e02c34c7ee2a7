package org.sprague.misere.canonical;

import static org.sprague.misere.canonical.Phylum.HEREDITARILY_RESTIVE;
import static org.sprague.misere.canonical.Phylum.HEREDITARILY_TAME;
import static org.sprague.misere.canonical.Phylum.NIM_HEAP;
import static org.sprague.misere.canonical.Phylum.RESTLESS;
import static org.sprague.misere.canonical.Phylum.REVERSIBLY_RESTIVE;
import static org.sprague.misere.canonical.Phylum.REVERSIBLY_TAME;
import static org.sprague.misere.canonical.Phylum.TAMEABLE;
import static org.sprague.misere.canonical.Phylum.WILD;
import static org.sprague.misere.canonical.Phylum.WILD_OF_RESTIVE_GENUS;
import static org.sprague.misere.canonical.Phylum.WILD_OF_RESTLESS_GENUS;
import static org.sprague.misere.canonical.Phylum.WILD_OF_TAME_GENUS;

import java.util.BitSet;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.Map;

/**
 * Classifies games into {@link Phylum phyla} from their nim values and their options' phyla, as CGSuite does
 * (Conway ONAG ch. 12 for tame and restive games; the reversible and tameable phyla are CGSuite's). A game and
 * its sum with *1 share a phylum: the even one of the two is classified.
 *
 * <p>The genus kind comes from G+ and G-: tame when they are equal or both at most 1, else restive when G+ is at
 * most 1, restless when G- is, wild otherwise. A game whose options are all tame takes the tame or restive phylum
 * of that kind; a game with an option that is not tame can still be reversibly tame (or restive, or tameable) when
 * each such option has an option of the right kind with the game's own nim values and the tame options alone give
 * those values as mexes.
 */
final class PhylumRules {
    private final MisereForms forms;
    private final Map<Integer, Phylum> known = new HashMap<>();

    PhylumRules(MisereForms forms) {
        this.forms = forms;
    }

    Phylum of(int g) {
        int even = forms.evenPart(g);
        Phylum p = known.get(even);
        if (p == null) {
            p = classify(even);
            known.put(even, p);
        }
        return p;
    }

    private Phylum classify(int g) {
        int plus = forms.normalValue(g);
        int minus = forms.misereValue(g);
        Phylum kind = plus == minus || (plus | minus) < 2 ? WILD_OF_TAME_GENUS
                : plus < 2 ? WILD_OF_RESTIVE_GENUS : minus < 2 ? WILD_OF_RESTLESS_GENUS : WILD;
        Phylum wildestOption = NIM_HEAP;
        for (int o : forms.optionSet(g)) {
            Phylum p = of(o);
            if (!p.isGenerallyTame()) {
                wildestOption = null;
                break;
            }
            if (p.ordinal() > wildestOption.ordinal()) {
                wildestOption = p;
            }
        }
        if (wildestOption == NIM_HEAP && kind == WILD_OF_TAME_GENUS && (plus > 1 || plus != minus)) {
            return NIM_HEAP;
        }
        if (wildestOption == NIM_HEAP || wildestOption == HEREDITARILY_TAME) {
            if (kind == WILD_OF_TAME_GENUS) {
                return HEREDITARILY_TAME;
            }
            if (kind == WILD_OF_RESTIVE_GENUS) {
                return HEREDITARILY_RESTIVE;
            }
        }
        if (wildestOption != null) {
            switch (kind) {
                case WILD_OF_TAME_GENUS:
                    return REVERSIBLY_TAME;
                case WILD_OF_RESTIVE_GENUS:
                    return REVERSIBLY_RESTIVE;
                case WILD_OF_RESTLESS_GENUS:
                    return RESTLESS;
                default:
                    return WILD;
            }
        }
        if (kind == WILD_OF_TAME_GENUS || kind == WILD_OF_RESTIVE_GENUS) {
            Phylum p = throughReversibleOptions(g, plus, minus, kind == WILD_OF_TAME_GENUS);
            if (p != null) {
                return p;
            }
        }
        return WILD;
    }

    /** The reversibly tame, tameable or reversibly restive phylum of g, or null when it has none of them. */
    private Phylum throughReversibleOptions(int g, int plus, int minus, boolean tameGenus) {
        EnumSet<Phylum> possible = tameGenus ? EnumSet.of(REVERSIBLY_TAME, TAMEABLE) : EnumSet.of(REVERSIBLY_RESTIVE);
        BitSet tamePlus = new BitSet();
        BitSet tameMinus = new BitSet();
        BitSet tameablePlus = new BitSet();
        BitSet tameableMinus = new BitSet();
        for (int o : forms.optionSet(g)) {
            Phylum p = of(o);
            if (p.isGenerallyTame()) {
                tamePlus.set(forms.normalValue(o));
                tameMinus.set(forms.misereValue(o));
                continue;
            }
            boolean tameableMinusFound = false;
            boolean tameablePlusFound = false;
            if (p == TAMEABLE && possible.contains(TAMEABLE)) {
                // CGSuite records a tameable option's values as those of its even part
                int even = forms.evenPart(o);
                tameableMinus.set(forms.misereValue(even));
                tameablePlus.set(forms.normalValue(even));
                tameableMinusFound = true;
                tameablePlusFound = true;
            }
            boolean minusFound = false;
            boolean plusFound = false;
            for (int s : forms.optionSet(o)) {
                Phylum q = of(s);
                int sPlus = forms.normalValue(s);
                int sMinus = forms.misereValue(s);
                if (q.isGenerallyTame() && tameGenus) {
                    minusFound |= minus == sMinus;
                    plusFound |= plus == sPlus;
                } else if (q.isRestiveOrTame() && !tameGenus) {
                    minusFound |= minus == sMinus && (sPlus < 2 || (sPlus ^ minus) < 2);
                    plusFound |= plus == sPlus && (sMinus < 2 || (sMinus ^ minus) < 2);
                } else if (q == TAMEABLE && possible.contains(TAMEABLE)) {
                    tameableMinusFound |= minus == sMinus;
                    tameablePlusFound |= plus == sPlus;
                }
            }
            if (!(minusFound && plusFound)) {
                possible.remove(REVERSIBLY_TAME);
                possible.remove(REVERSIBLY_RESTIVE);
                if (!(tameableMinusFound && tameablePlusFound)) {
                    possible.remove(TAMEABLE);
                }
                if (possible.isEmpty()) {
                    return null;
                }
            }
        }
        if (plus != tamePlus.nextClearBit(0) || minus != tameMinus.nextClearBit(0)) {
            possible.remove(REVERSIBLY_TAME);
            possible.remove(REVERSIBLY_RESTIVE);
        }
        if (possible.contains(TAMEABLE)) {
            tamePlus.or(tameablePlus);
            tameMinus.or(tameableMinus);
            boolean mexesAgree = plus == tamePlus.nextClearBit(0) && minus == tameMinus.nextClearBit(0);
            if (!mexesAgree && (!tamePlus.isEmpty() || plus > 0)) {
                possible.remove(TAMEABLE);
            }
        }
        return possible.isEmpty() ? null : possible.iterator().next();
    }
}
