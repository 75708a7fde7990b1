"""Jail games that ship with the Landlord's Game, registered through entry points."""
