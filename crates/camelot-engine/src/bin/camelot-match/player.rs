//! An engine of the match: a process speaking the `serve` protocol, asked for one move at a
//! time, and started afresh when it fails.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::Duration;

use camelot_rules::{Position, Variant};
use serde_json::{Map, Value, json};

/// How long an engine may take over one answer unless `--timeout-ms` says otherwise: far
/// more than any search a match asks for, so that only an engine that hangs runs into it.
pub const DEFAULT_TIMEOUT_MS: u64 = 120_000;

/// A running engine process. Its answers are read on a thread of their own, so that waiting
/// for one can time out.
struct Process {
    child: Child,
    input: ChildStdin,
    /// The engine's output lines; closed when the engine closes its output.
    answers: Receiver<String>,
}

impl Process {
    fn start(command: &str) -> Result<Process, String> {
        let mut parts = command.split_whitespace();
        let program = parts.next().ok_or("an empty engine command")?;
        let mut child = Command::new(program)
            .args(parts)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start `{command}`: {e}"))?;
        let input = child.stdin.take().ok_or("no stdin")?;
        let output = BufReader::new(child.stdout.take().ok_or("no stdout")?);
        let (send, answers) = channel();
        // The thread ends when the engine's output closes (the engine exits or is killed) or
        // when nobody listens any more.
        std::thread::spawn(move || {
            for line in output.lines() {
                let Ok(line) = line else { break };
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        Ok(Process {
            child,
            input,
            answers,
        })
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// An engine of the match: its command line and limits, and its process while it works.
pub struct Engine {
    /// The command line it is started with (and named by in warnings).
    pub command: String,
    limits: Map<String, Value>,
    timeout: Duration,
    /// `None` once the engine failed: it is started afresh before its next game.
    process: Option<Process>,
    next_id: u64,
}

impl Engine {
    pub fn start(
        command: &str,
        limits: &Map<String, Value>,
        timeout: Duration,
    ) -> Result<Engine, String> {
        Ok(Engine {
            command: command.to_owned(),
            limits: limits.clone(),
            timeout,
            process: Some(Process::start(command)?),
            next_id: 0,
        })
    }

    /// Starts the engine again if it failed in its last game: a crash or a hang costs that
    /// game, not every later one.
    pub fn revive(&mut self) -> Result<(), String> {
        if self.process.is_none() {
            eprintln!("warning: starting `{}` again", self.command);
            self.process = Some(Process::start(&self.command)?);
        }
        Ok(())
    }

    /// Asks for a move; `Err` when the engine errs, answers something else or does not answer
    /// in time. A failed engine is stopped (its late answer could pair with a later request).
    pub fn ask(
        &mut self,
        variant: Variant,
        position: &Position,
        history: &[String],
        new_game: bool,
    ) -> Result<(String, Option<i64>), String> {
        let answer = self.exchange(variant, position, history, new_game);
        if answer.is_err() {
            self.process = None;
        }
        answer
    }

    fn exchange(
        &mut self,
        variant: Variant,
        position: &Position,
        history: &[String],
        new_game: bool,
    ) -> Result<(String, Option<i64>), String> {
        self.next_id += 1;
        let mut request = self.limits.clone();
        request.insert("id".into(), json!(self.next_id));
        request.insert("position".into(), json!(position.to_string()));
        request.insert("variant".into(), json!(variant.name()));
        request.insert("history".into(), json!(history));
        request.insert("new_game".into(), json!(new_game));
        let id = self.next_id;
        let process = self.process.as_mut().ok_or("the engine is not running")?;
        writeln!(process.input, "{}", Value::Object(request))
            .and_then(|()| process.input.flush())
            .map_err(|e| format!("cannot send a request: {e}"))?;
        let line = match process.answers.recv_timeout(self.timeout) {
            Ok(line) => line,
            Err(RecvTimeoutError::Timeout) => {
                return Err(format!("no answer within {} ms", self.timeout.as_millis()));
            }
            Err(RecvTimeoutError::Disconnected) => {
                return Err("the engine closed its output (it exited)".into());
            }
        };
        let answer: Value =
            serde_json::from_str(&line).map_err(|_| format!("not an answer: {line:?}"))?;
        // An answer that names a request names this one (as a number or as its digits); one
        // without an `id` is taken as this one's, since it came in its turn.
        let ours = match answer.get("id") {
            None => true,
            Some(Value::String(text)) => *text == id.to_string(),
            Some(other) => *other == json!(id),
        };
        if !ours {
            return Err(format!("an answer to another request than {id}: {line}"));
        }
        if let Some(e) = answer.get("error") {
            return Err(format!("engine error: {e}"));
        }
        let mv = answer["move"]
            .as_str()
            .ok_or_else(|| format!("no move in {answer}"))?
            .to_owned();
        let cp = answer["score"]["cp"].as_i64().or_else(|| {
            answer["score"]["win_in"]
                .as_i64()
                .map(|_| 100_000)
                .or(answer["score"]["loss_in"].as_i64().map(|_| -100_000))
        });
        Ok((mv, cp))
    }
}
