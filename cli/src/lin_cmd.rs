//! `bridge lin FILE`: a LIN file (or a BBO handviewer link) converted to PBN.

use crate::Failure;
use bridge_engine::{lin, pbn};
use std::io::{self, Read, Write};

/// Reads FILE (`-` for stdin; a `http…` argument is read as a handviewer link) and writes its
/// deals as PBN, alerts and explanations as notes on their calls.
pub fn lin_cmd(args: &[String], out: &mut impl Write) -> Result<(), Failure> {
    let [file] = args else {
        return Err(Failure::Usage(format!(
            "lin takes 1 argument(s), not {}",
            args.len()
        )));
    };
    let (name, deals) = if file.starts_with("http://") || file.starts_with("https://") {
        ("<link>", lin::read_link(file))
    } else {
        let mut text = String::new();
        if file == "-" {
            io::stdin()
                .lock()
                .read_to_string(&mut text)
                .map_err(|e| Failure::Data(format!("reading stdin: {e}")))?;
        } else {
            text =
                std::fs::read_to_string(file).map_err(|e| Failure::Data(format!("{file}: {e}")))?;
        }
        let name = if file == "-" {
            "<stdin>"
        } else {
            file.as_str()
        };
        (name, lin::read(&text))
    };
    let deals = deals.map_err(|e| Failure::Data(format!("{name}: {e}")))?;
    let games: Vec<pbn::PbnGame> = deals.iter().map(lin::LinDeal::to_pbn).collect();
    out.write_all(pbn::write(&games).as_bytes())?;
    Ok(())
}
