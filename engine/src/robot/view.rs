//! What one seat may see during the play, and nothing more.

use serde::{Deserialize, Serialize};

use crate::auction::{Auction, Call, Contract, Strain};
use crate::card::{Card, CardSet, Suit};
use crate::play::{Play, Trick};
use crate::seat::{Seat, Vulnerability};

/// The play as one seat sees it: its own remaining cards, dummy's once the opening lead is
/// made, every card played so far and by whom, the contract, declarer and the trick in progress.
///
/// The other hidden hands are not in here, so a robot that decides from a `PlayView` cannot
/// peek. When dummy is on turn the view is declarer's, since declarer plays dummy's cards.
/// It is what the page sends a worker to have a robot's card chosen there.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayView {
    seat: Seat,
    viewer: Seat,
    contract: Contract,
    declarer: Seat,
    own: CardSet,
    dummy: Option<CardSet>,
    tricks: Vec<Trick>,
    current: Trick,
    bid_suits: [Vec<Suit>; 4],
    /// The auction, once [`PlayView::with_auction`] gave it: what the calls showed bounds the
    /// layouts the sampling robot imagines.
    #[serde(default)]
    auction: Option<Auction>,
    /// The deal's vulnerability (scores of the imagined results; what calls showed).
    #[serde(default = "no_vulnerability")]
    vulnerability: Vulnerability,
}

fn no_vulnerability() -> Vulnerability {
    Vulnerability::None
}

impl PlayView {
    /// The view for `seat`, the seat whose card is due. When `seat` is dummy, the view is
    /// declarer's (own cards = declarer's) and the card is chosen from dummy's.
    pub fn new(play: &Play, seat: Seat) -> PlayView {
        let declarer = play.declarer();
        let dummy_seat = declarer.partner();
        let viewer = if seat == dummy_seat { declarer } else { seat };
        let tricks: Vec<Trick> = play.completed_tricks().cloned().collect();
        let current = play.current_trick().cloned().unwrap_or(Trick {
            leader: seat,
            cards: Vec::new(),
        });
        // Before the opening lead nobody sees dummy, not even declarer.
        let dummy =
            (play.dummy_visible() || viewer == dummy_seat).then(|| play.remaining(dummy_seat));
        PlayView {
            seat,
            viewer,
            contract: play.contract(),
            declarer,
            own: play.remaining(viewer),
            dummy,
            tricks,
            current: if current.is_complete() {
                Trick {
                    leader: seat,
                    cards: Vec::new(),
                }
            } else {
                current
            },
            bid_suits: Default::default(),
            auction: None,
            vulnerability: Vulnerability::None,
        }
    }

    /// Adds what the auction told everyone: the suits each seat bid (used for leads such as
    /// "partner's suit"). The auction is public, so this hides nothing.
    pub fn with_auction(mut self, auction: &Auction) -> PlayView {
        for (seat, call) in auction.calls_by_seat() {
            if let Call::Bid(b) = call
                && let Some(s) = b.strain().trump()
                && !self.bid_suits[seat.index()].contains(&s)
            {
                self.bid_suits[seat.index()].push(s);
            }
        }
        self.auction = Some(auction.clone());
        self
    }

    /// Adds the deal's vulnerability (public too): the sampling robot scores the results it
    /// imagines with it, and reads the auction with it. Without it: nobody vulnerable.
    pub fn with_vulnerability(mut self, vulnerability: Vulnerability) -> PlayView {
        self.vulnerability = vulnerability;
        self
    }

    /// The auction, if given by [`PlayView::with_auction`].
    pub fn auction(&self) -> Option<&Auction> {
        self.auction.as_ref()
    }

    /// The deal's vulnerability ([`PlayView::with_vulnerability`]; none by default).
    pub const fn vulnerability(&self) -> Vulnerability {
        self.vulnerability
    }

    /// The cards `seat` has played so far (the trick in progress included).
    pub fn played_by(&self, seat: Seat) -> CardSet {
        self.played()
            .filter(|(s, _)| *s == seat)
            .map(|(_, c)| c)
            .collect()
    }

    /// The seat whose card is due.
    pub const fn seat(&self) -> Seat {
        self.seat
    }

    /// The seat whose eyes this is: `seat`, or declarer when dummy is on turn.
    pub const fn viewer(&self) -> Seat {
        self.viewer
    }

    /// The contract.
    pub const fn contract(&self) -> Contract {
        self.contract
    }

    /// The trump suit, if any.
    pub const fn trump(&self) -> Option<Suit> {
        self.contract.strain().trump()
    }

    /// True at a no-trump contract.
    pub fn is_notrump(&self) -> bool {
        self.contract.strain() == Strain::NoTrump
    }

    /// Declarer.
    pub const fn declarer(&self) -> Seat {
        self.declarer
    }

    /// Dummy (declarer's partner).
    pub const fn dummy_seat(&self) -> Seat {
        self.declarer.partner()
    }

    /// The viewer's own remaining cards.
    pub const fn own(&self) -> CardSet {
        self.own
    }

    /// Dummy's remaining cards, once they are on the table.
    pub const fn dummy(&self) -> Option<CardSet> {
        self.dummy
    }

    /// The remaining cards of `seat` if the viewer can see them.
    pub fn visible_hand(&self, seat: Seat) -> Option<CardSet> {
        if seat == self.viewer {
            Some(self.own)
        } else if seat == self.dummy_seat() {
            self.dummy
        } else {
            None
        }
    }

    /// The cards the seat on turn may choose from (its remaining cards).
    pub fn hand(&self) -> CardSet {
        self.visible_hand(self.seat).unwrap_or(CardSet::EMPTY)
    }

    /// The legal cards for the seat on turn: the suit led if it holds any, else any card.
    pub fn legal_cards(&self) -> CardSet {
        let hand = self.hand();
        match self.current.suit_led() {
            Some(led) if hand.suit_len(led) > 0 => hand.suit(led),
            _ => hand,
        }
    }

    /// The completed tricks, in order.
    pub fn tricks(&self) -> &[Trick] {
        &self.tricks
    }

    /// The trick in progress (possibly with no card yet).
    pub const fn current(&self) -> &Trick {
        &self.current
    }

    /// Every card played so far with its player, in order (the trick in progress last).
    pub fn played(&self) -> impl Iterator<Item = (Seat, Card)> + '_ {
        self.tricks
            .iter()
            .chain(std::iter::once(&self.current))
            .flat_map(Trick::plays)
    }

    /// All cards played so far.
    pub fn played_set(&self) -> CardSet {
        self.played().map(|(_, c)| c).collect()
    }

    /// The cards the viewer cannot see: neither in view nor played.
    pub fn unseen(&self) -> CardSet {
        CardSet::FULL
            .without(self.own)
            .without(self.dummy.unwrap_or(CardSet::EMPTY))
            .without(self.played_set())
    }

    /// True when `seat` has shown out of `suit` (failed to follow to it).
    pub fn showed_out(&self, seat: Seat, suit: Suit) -> bool {
        self.tricks
            .iter()
            .chain(std::iter::once(&self.current))
            .any(|t| {
                t.suit_led() == Some(suit) && t.plays().any(|(s, c)| s == seat && c.suit != suit)
            })
    }

    /// The suits `seat` bid in the auction (empty without [`PlayView::with_auction`]).
    pub fn bid_suits(&self, seat: Seat) -> &[Suit] {
        &self.bid_suits[seat.index()]
    }

    /// Tricks won so far by the declaring side.
    pub fn declarer_tricks(&self) -> usize {
        let trump = self.trump();
        self.tricks
            .iter()
            .filter(|t| t.winner(trump).map(Seat::side) == Some(self.declarer.side()))
            .count()
    }

    /// Tricks won so far by the defenders.
    pub fn defender_tricks(&self) -> usize {
        self.tricks.len() - self.declarer_tricks()
    }
}
