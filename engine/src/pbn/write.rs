//! Writing normalised PBN.

use super::*;

impl PbnGame {
    /// This game as normalised PBN text, ending with a line break.
    pub fn write(&self) -> String {
        let mut out = String::new();
        for e in &self.escapes {
            out.push_str(e);
            out.push('\n');
        }
        write_comments(&mut out, &self.comments);
        let mandatory = MANDATORY_TAGS
            .iter()
            .filter_map(|name| self.tags.iter().find(|t| t.name == *name));
        let others = self
            .tags
            .iter()
            .filter(|t| !MANDATORY_TAGS.contains(&t.name.as_str()) && t.section.is_empty());
        for tag in mandatory.chain(others) {
            write_tag(&mut out, tag);
        }
        if let Some(a) = &self.auction {
            write_auction(&mut out, a);
        }
        if let Some(s) = &self.irregular_auction {
            write_tag(&mut out, &s.tag);
            write_notes(&mut out, &s.notes);
        }
        if let Some(p) = &self.play {
            write_play(&mut out, p);
        }
        if let Some(s) = &self.irregular_play {
            write_tag(&mut out, &s.tag);
            write_notes(&mut out, &s.notes);
        }
        for tag in self
            .tags
            .iter()
            .filter(|t| !MANDATORY_TAGS.contains(&t.name.as_str()) && !t.section.is_empty())
        {
            write_tag(&mut out, tag);
        }
        out
    }
}

/// Where a tag goes in the export order: the mandatory tags first in their fixed order, then
/// the other plain tags, then the supplemental sections (tables); the sort is stable.
pub(super) fn tag_rank(tag: &Tag) -> usize {
    match MANDATORY_TAGS.iter().position(|m| *m == tag.name) {
        Some(i) => i,
        None if tag.section.is_empty() => MANDATORY_TAGS.len(),
        None => MANDATORY_TAGS.len() + 1,
    }
}

fn write_comments(out: &mut String, comments: &[String]) {
    for c in comments {
        out.push_str(c);
        out.push('\n');
    }
}

fn write_tag(out: &mut String, tag: &Tag) {
    out.push_str(&format!("[{} \"{}\"]\n", tag.name, escape(&tag.value)));
    write_comments(out, &tag.comments);
    for line in &tag.section {
        // A `%` in the first column would be read back as an escape line.
        if line.starts_with('%') {
            out.push(' ');
        }
        out.push_str(line);
        out.push('\n');
    }
}

/// Writes items `tokens` (each a call or card with its annotation text), `per_line` a line;
/// a `;` comment ends its line early.
fn write_rows(out: &mut String, items: &[(String, Option<&Annotation>)], per_line: usize) {
    let mut count = 0usize;
    let mut line = String::new();
    for (text, ann) in items {
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(text);
        count += 1;
        let mut force_break = false;
        if let Some(a) = ann {
            if let Some(n) = a.note {
                line.push_str(&format!(" ={n}="));
            }
            for nag in &a.nags {
                line.push_str(&format!(" ${nag}"));
            }
            for c in &a.comments {
                line.push(' ');
                line.push_str(c);
                force_break |= c.starts_with(';');
            }
        }
        if count.is_multiple_of(per_line) || force_break {
            out.push_str(&line);
            out.push('\n');
            line.clear();
            count = 0;
        }
    }
    if !line.is_empty() {
        out.push_str(&line);
        out.push('\n');
    }
}

fn write_notes(out: &mut String, notes: &[Note]) {
    for n in notes {
        out.push_str(&format!(
            "[Note \"{}\"]\n",
            escape(&format!("{}:{}", n.index, n.text))
        ));
    }
}

fn write_auction(out: &mut String, a: &PbnAuction) {
    out.push_str(&format!("[Auction \"{}\"]\n", a.auction.dealer().letter()));
    write_comments(out, &a.comments);
    let items: Vec<(String, Option<&Annotation>)> = a
        .auction
        .calls()
        .iter()
        .enumerate()
        .map(|(i, c)| (c.pbn(), a.annotations.get(&i)))
        .collect();
    write_rows(out, &items, 4);
    if a.continued {
        out.push_str("+\n");
    } else if !a.auction.is_over() {
        out.push_str("*\n");
    }
    write_notes(out, &a.notes);
}

fn write_play(out: &mut String, p: &PbnPlay) {
    out.push_str(&format!("[Play \"{}\"]\n", p.first.letter()));
    write_comments(out, &p.comments);
    let mut items = Vec::new();
    for (t, row) in p.tricks.iter().enumerate() {
        for (col, card) in row.iter().enumerate() {
            let text = match card {
                Some(c) => c.to_string(),
                None if p.next == Some((t, col)) => "+".to_string(),
                None => "-".to_string(),
            };
            items.push((text, p.annotations.get(&(t, col))));
        }
    }
    write_rows(out, &items, 4);
    let complete = p.tricks.len() == 13 && p.tricks.iter().flatten().all(Option::is_some);
    if p.next.is_none() && !complete {
        out.push_str("*\n");
    }
    write_notes(out, &p.notes);
}

/// Writes games as normalised PBN, separated by empty lines.
pub fn write(games: &[PbnGame]) -> String {
    games
        .iter()
        .map(PbnGame::write)
        .collect::<Vec<_>>()
        .join("\n")
}

/// The inverse of the reader's `unescape`: only backslashes that would otherwise be misread are
/// doubled, so a table header keeps the standard's `Round\2R`.
pub(crate) fn escape(value: &str) -> String {
    let chars: Vec<char> = value.chars().collect();
    let mut out = String::new();
    for (i, c) in chars.iter().enumerate() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' if matches!(chars.get(i + 1), None | Some('"') | Some('\\')) => {
                out.push_str("\\\\")
            }
            // Control characters (tabs, line breaks) are not allowed in strings.
            c if c.is_control() => out.push(' '),
            c => out.push(*c),
        }
    }
    out
}
